import { useCampaigns } from '@advocate/api-client';
import { creatorCampaignGroup } from '@advocate/metrics-math';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { SMALL_TILES_ABOVE } from '../../../shared/invitations/invitation-texts.ts';
import { dashboardTexts } from '../lib/dashboard-texts.ts';

/** Shortcuts to the broadcaster's active campaigns (spec 02 §2), each to its card on /campaigns#slug. */
export function ActiveCampaignShortcuts({ now = new Date() }: { now?: Date }) {
  const { data } = useCampaigns();
  const active = (data ?? []).filter((campaign) => creatorCampaignGroup(campaign, campaign.status, now) === 'Active');
  const small = active.length > SMALL_TILES_ABOVE;
  return (
    <section aria-labelledby="shortcuts-heading" className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id="shortcuts-heading" className="mb-3 text-lg font-semibold text-secondary">
        {dashboardTexts.shortcuts}
      </h2>
      {data && active.length === 0 ? <p className="text-sm text-gray-600">{dashboardTexts.noActiveCampaigns}</p> : null}
      <ul className={small ? 'grid grid-cols-2 gap-2' : 'space-y-2'}>
        {active.map((campaign) => (
          <li key={campaign.slug}>
            <Link
              to={`${paths.campaigns}#${campaign.slug}`}
              className={`block break-words rounded-md bg-secondary-50 text-secondary hover:bg-secondary-100 ${small ? 'px-2 py-1 text-xs' : 'px-3 py-2 text-sm font-medium'}`}
            >
              {campaign.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
