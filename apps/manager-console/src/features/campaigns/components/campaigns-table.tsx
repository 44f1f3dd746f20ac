import type { CampaignSummary, TeamSummary } from '@advocate/api-client';
import { campaignState, formatCount, formatUtcDate } from '@advocate/metrics-math';
import { stackedTable } from '@advocate/ui-kit';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { campaignsTexts } from '../lib/campaigns-texts.ts';

const td = `${stackedTable.cell} px-4 md:py-3`;

const stateClasses = {
  'not-started': 'bg-amber-100 text-amber-900',
  running: 'bg-green-100 text-green-800',
  ended: 'bg-gray-100 text-gray-700',
} as const;

/**
 * One row per campaign: name (to its overview), team, dates, state, all-time clicks and conversions;
 * a table from the md breakpoint, one card per campaign on phones (decision 691).
 */
export function CampaignsTable({
  campaigns,
  teams,
}: {
  campaigns: Array<CampaignSummary & { metrics?: { clicks: number; conversions: number } }>;
  teams: TeamSummary[];
}) {
  const teamName = new Map(teams.map((t) => [t.id, t.name]));
  const now = new Date();
  const c = campaignsTexts.columns;
  return (
    <div className="rounded-lg border border-gray-200 bg-white md:overflow-x-auto">
      <table className={`${stackedTable.table} text-sm md:min-w-full md:divide-y md:divide-gray-200`}>
        <thead className={`${stackedTable.thead} bg-gray-50 text-left text-xs font-medium uppercase tracking-wide text-gray-600`}>
          <tr>
            <th scope="col" className="px-4 py-3">
              {c.name}
            </th>
            <th scope="col" className="px-4 py-3">
              {c.team}
            </th>
            <th scope="col" className="px-4 py-3">
              {c.dates}
            </th>
            <th scope="col" className="px-4 py-3">
              {c.state}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {c.clicks}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {c.conversions}
            </th>
          </tr>
        </thead>
        <tbody className={`${stackedTable.tbody} md:divide-y md:divide-gray-100`}>
          {campaigns.map((campaign) => {
            const state = campaignState(campaign, now);
            return (
              <tr key={campaign.slug} className={stackedTable.row}>
                <td data-label={c.name} className={td}>
                  <Link to={paths.campaign(campaign.slug)} className="font-medium text-primary-700 hover:underline">
                    {campaign.name}
                  </Link>
                </td>
                <td data-label={c.team} className={`${td} text-secondary`}>
                  {campaign.team === null ? campaignsTexts.noTeam : (teamName.get(campaign.team) ?? campaignsTexts.noTeam)}
                </td>
                <td data-label={c.dates} className={`${td} text-secondary md:whitespace-nowrap`}>
                  {formatUtcDate(campaign.start_date)} – {campaign.end_date ? formatUtcDate(campaign.end_date) : campaignsTexts.ongoing}
                </td>
                <td data-label={c.state} className={td}>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${stateClasses[state]}`}>
                    {campaignsTexts.states[state]}
                  </span>
                </td>
                <td data-label={c.clicks} className={`${td} text-secondary md:text-right`}>
                  {formatCount(campaign.metrics?.clicks ?? 0)}
                </td>
                <td data-label={c.conversions} className={`${td} text-secondary md:text-right`}>
                  {formatCount(campaign.metrics?.conversions ?? 0)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
