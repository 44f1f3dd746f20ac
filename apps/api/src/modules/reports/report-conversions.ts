import type { Queryable } from '../../db/db.ts';
import { verifiedConversions } from '../metrics/index.ts';
import { scopeTotals } from '../metrics/index.ts';
import type { ResolvedMetricsFilters } from '../metrics/index.ts';

/**
 * The campaign parameters' conversion lines (decision 664): a campaign's conversions over the
 * report's period, and of them the verified ones (a signed call or a shop's order webhook) and the
 * unverified ones (the anonymous call), the same figures as the metrics page's.
 */
export async function conversionParameterRows(
  q: Queryable,
  name: string | null,
  f: ResolvedMetricsFilters,
): Promise<Array<[string, string]>> {
  const [totals, verified] = await Promise.all([scopeTotals(q, f), verifiedConversions(q, f)]);
  const all = totals.conversions;
  const ofCampaign = (label: string) => (name ? `${name} ${label.toLowerCase()}` : label);
  return [
    [ofCampaign('Conversions'), String(all)],
    [ofCampaign('Verified conversions'), String(Math.min(verified, all))],
    [ofCampaign('Unverified conversions'), String(Math.max(0, all - verified))],
  ];
}
