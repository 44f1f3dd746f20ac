import type { CampaignSummary, TeamSummary } from '@advocate/api-client';
import { campaignState, formatCount, formatUtcDate } from '@advocate/metrics-math';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { campaignsTexts } from '../lib/campaigns-texts.ts';

const stateClasses = { 'not-started': 'bg-amber-100 text-amber-900', running: 'bg-green-100 text-green-800', ended: 'bg-gray-100 text-gray-700' } as const;

/** One row per campaign: name (to its overview), team, dates, state, all-time clicks and conversions. */
export function CampaignsTable({ campaigns, teams }: { campaigns: Array<CampaignSummary & { metrics?: { clicks: number; conversions: number } }>; teams: TeamSummary[] }) {
  const teamName = new Map(teams.map((t) => [t.id, t.name]));
  const now = new Date();
  const c = campaignsTexts.columns;
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <thead className="bg-gray-50 text-left text-xs font-medium uppercase tracking-wide text-gray-600">
          <tr>
            <th scope="col" className="px-4 py-3">{c.name}</th>
            <th scope="col" className="px-4 py-3">{c.team}</th>
            <th scope="col" className="px-4 py-3">{c.dates}</th>
            <th scope="col" className="px-4 py-3">{c.state}</th>
            <th scope="col" className="px-4 py-3 text-right">{c.clicks}</th>
            <th scope="col" className="px-4 py-3 text-right">{c.conversions}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {campaigns.map((campaign) => {
            const state = campaignState(campaign, now);
            return (
              <tr key={campaign.slug}>
                <td className="px-4 py-3">
                  <Link to={paths.campaign(campaign.slug)} className="font-medium text-primary-700 hover:underline">
                    {campaign.name}
                  </Link>
                </td>
                <td className="px-4 py-3 text-secondary">{campaign.team === null ? campaignsTexts.noTeam : (teamName.get(campaign.team) ?? campaignsTexts.noTeam)}</td>
                <td className="whitespace-nowrap px-4 py-3 text-secondary">
                  {formatUtcDate(campaign.start_date)} – {campaign.end_date ? formatUtcDate(campaign.end_date) : campaignsTexts.ongoing}
                </td>
                <td className="px-4 py-3">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${stateClasses[state]}`}>{campaignsTexts.states[state]}</span>
                </td>
                <td className="px-4 py-3 text-right text-secondary">{formatCount(campaign.metrics?.clicks ?? 0)}</td>
                <td className="px-4 py-3 text-right text-secondary">{formatCount(campaign.metrics?.conversions ?? 0)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
