import { formatCount } from '@advocate/metrics-math';
import type { CampaignTotals } from '../lib/campaign-groups.ts';
import { campaignsTexts } from '../lib/campaigns-texts.ts';

/** The totals header of the campaigns page (spec 02 §2). */
export function CampaignsTotals({ totals }: { totals: CampaignTotals }) {
  const tiles: [string, number][] = [
    [campaignsTexts.totals.campaigns, totals.campaigns],
    [campaignsTexts.totals.active, totals.active],
    [campaignsTexts.totals.clicks, totals.clicks],
  ];
  if (totals.hasConversions) tiles.push([campaignsTexts.totals.conversions, totals.conversions]);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-white p-3 shadow-sm">
          <dt className="text-xs text-gray-600">{label}</dt>
          <dd className="text-xl font-semibold text-secondary">{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
