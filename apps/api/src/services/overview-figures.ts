import type { Db } from '../db/db.ts';
import { OVERVIEW_RANGES, overviewFigures, type OverviewFigures, type OverviewRange } from '../repositories/campaign-metrics-repository.ts';
import { closedDaysFigures, dayBefore, EARLIEST_DAY } from './closed-days-snapshot.ts';

type FigureSet = Record<OverviewRange, OverviewFigures>;

const add = (a: OverviewFigures, b: OverviewFigures): OverviewFigures => ({
  clicks: a.clicks + b.clicks,
  conversions: a.conversions + b.conversions,
  impressions: a.impressions + b.impressions,
  viewable_minutes: a.viewable_minutes + b.viewable_minutes,
  minutes_broadcast: a.minutes_broadcast + b.minutes_broadcast,
  broadcasts: a.broadcasts + b.broadcasts,
});

/**
 * The overview figures of every range ending on `until` (decision 621): the closed days from their
 * snapshot plus the last day read from the rollups (every figure is a sum, so the two add up).
 */
export async function overviewFigureSet(db: Db, campaign: { id: number; first: string }, until: string): Promise<FigureSet> {
  const [closed, last] = await Promise.all([
    closedDaysFigures<FigureSet>(db, {
      kind: 'overview',
      campaignId: campaign.id,
      until,
      first: campaign.first,
      compute: () => overviewFigures(db, campaign.id, until, { from: EARLIEST_DAY, to: dayBefore(until) }),
    }),
    overviewFigures(db, campaign.id, until, { from: until, to: until }),
  ]);
  return Object.fromEntries(OVERVIEW_RANGES.map((r) => [r, add(closed[r], last[r])])) as FigureSet;
}
