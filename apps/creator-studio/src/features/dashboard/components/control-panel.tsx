import { useCampaigns } from '@advocate/api-client';
import type { User } from '@advocate/api-client';
import { appHostUrl } from '@advocate/auth-and-guards';
import { appPaths, sidebarEntries } from '@advocate/auth-and-guards/policies';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { dashboardTexts } from '../lib/dashboard-texts.ts';

/** The dashboard's page links of spec 02 §2, in this order; each shows only when its sidebar entry does. */
const PANEL_PAGES: readonly string[] = [paths.panels, paths.twitter, paths.links, paths.streamPreview];

/**
 * The right pane's control panel (spec 02 §2 'Links to /panels, /twitter, /links, /stream-preview
 * and /login/broadcaster'): the pages the broadcaster's components make available, and the
 * broadcaster sign-in on the login host, where a Twitch account is authorised (decision 356).
 */
export function ControlPanel({ user }: { user: User }) {
  const { data: campaigns } = useCampaigns();
  const entries = sidebarEntries(user, { campaignCount: campaigns?.length ?? user.campaigns.length });
  const pages = PANEL_PAGES.map((path) => entries.find((entry) => entry.path === path)).filter((entry) => entry !== undefined);
  return (
    <section aria-labelledby="control-panel-heading" className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id="control-panel-heading" className="mb-3 text-lg font-semibold text-secondary">
        {dashboardTexts.controlPanel}
      </h2>
      <ul className="space-y-2 text-sm">
        {pages.map((entry) => (
          <li key={entry.key}>
            <Link className="block rounded-md border border-gray-200 px-3 py-2 text-secondary hover:bg-secondary-50" to={entry.path}>
              {entry.label}
            </Link>
          </li>
        ))}
        <li>
          <a
            className="block rounded-md border border-gray-200 px-3 py-2 text-secondary hover:bg-secondary-50"
            href={`${appHostUrl('login')}${appPaths.login.chooser}/broadcaster`}
          >
            {dashboardTexts.reconnect}
          </a>
        </li>
      </ul>
    </section>
  );
}
