import type { CampaignSummary } from '@advocate/api-client';
import { formatUtcDate } from '@advocate/metrics-math';
import { EmptyState } from '@advocate/ui-kit';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { dashboardTexts } from '../lib/dashboard-texts.ts';

/** Campaign links with their dates: a user without teams (spec 01 §2), and a team's sponsors. */
export function CampaignList({ campaigns, empty, label }: { campaigns: CampaignSummary[]; empty: string; label: string }) {
  if (campaigns.length === 0) return <EmptyState message={empty} />;
  return (
    <ul aria-label={label} className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
      {campaigns.map((campaign) => (
        <li key={campaign.slug} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
          <Link to={paths.campaign(campaign.slug)} className="font-medium text-primary-700 hover:underline">
            {campaign.name}
          </Link>
          <span className="text-sm text-gray-600">
            {formatUtcDate(campaign.start_date)}
            {campaign.end_date ? ` – ${formatUtcDate(campaign.end_date)}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A user with no teams sees their campaigns (spec 01 §2). */
export function NoTeamsCampaigns({ campaigns }: { campaigns: CampaignSummary[] }) {
  return (
    <section aria-labelledby="your-campaigns" className="space-y-3">
      <h2 id="your-campaigns" className="text-lg font-semibold text-secondary">
        {dashboardTexts.yourCampaigns}
      </h2>
      <CampaignList campaigns={campaigns} empty={dashboardTexts.noCampaigns} label={dashboardTexts.yourCampaigns} />
    </section>
  );
}
