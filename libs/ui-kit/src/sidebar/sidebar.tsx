import type { ReactNode } from 'react';
import { BrandMark } from '../shell/brand-mark.tsx';
import { SidebarCampaigns } from './sidebar-campaigns.tsx';
import { SidebarLink } from './sidebar-link.tsx';
import type { SidebarCampaignGroup, SidebarEntry, SidebarTab } from './sidebar-types.ts';

export interface SidebarProps {
  entries: SidebarEntry[];
  /** Campaigns listed under the entries (managers); omit for none. */
  campaignGroups?: SidebarCampaignGroup[];
  /** Show the campaign filter box (admins with more than 10 campaigns). */
  showCampaignFilter?: boolean;
  /** The campaign whose route is open; its sub-tabs are listed under it. */
  activeCampaignSlug?: string | null;
  campaignTabs?: SidebarTab[];
  campaignPath?: (slug: string) => string;
  onLogOut: () => void;
  /** Support contact line (broadcasters). */
  supportEmail?: string;
  brand?: ReactNode;
}

const defaultCampaignPath = (slug: string) => `/campaigns/${encodeURIComponent(slug)}`;

export function Sidebar({
  entries,
  campaignGroups,
  showCampaignFilter = false,
  activeCampaignSlug,
  campaignTabs,
  campaignPath = defaultCampaignPath,
  onLogOut,
  supportEmail,
  brand,
}: SidebarProps) {
  return (
    <nav aria-label="Main" className="flex min-h-full flex-col bg-secondary px-3 py-5 text-white">
      {/* Below md the shell's top bar already shows the word mark above the open menu. */}
      <div className="mb-6 hidden px-3 md:block">{brand ?? <BrandMark />}</div>
      <ul className="space-y-0.5">
        {entries.map((entry) => (
          <li key={entry.key}>
            <SidebarLink to={entry.path} disabled={entry.disabled}>
              {entry.label}
            </SidebarLink>
          </li>
        ))}
      </ul>
      {campaignGroups && campaignGroups.length > 0 ? (
        <SidebarCampaigns
          groups={campaignGroups}
          showFilter={showCampaignFilter}
          activeCampaignSlug={activeCampaignSlug}
          campaignTabs={campaignTabs}
          campaignPath={campaignPath}
        />
      ) : null}
      <div className="mt-auto space-y-3 px-3 pt-6">
        {supportEmail ? (
          <p className="text-xs text-secondary-200">
            Need help? Contact{' '}
            <a className="text-primary-300 underline hover:text-primary-200" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          </p>
        ) : null}
        <button
          type="button"
          onClick={onLogOut}
          className="w-full rounded-md border border-secondary-400 px-3 py-2 text-left text-sm text-secondary-100 hover:border-primary hover:text-white"
        >
          Log Out
        </button>
      </div>
    </nav>
  );
}
