import type { Db } from '../../db/db.ts';
import { OVERVIEW_RANGES, overviewFigures, type OverviewFigures, type OverviewRange } from './repositories/campaign-metrics-repository.ts';
import { verifiedConversionsByRange } from '../links/repositories/verified-conversions-repository.ts';
import { closedDaysFigures, dayBefore, EARLIEST_DAY } from './closed-days-snapshot.ts';

type FigureSet = Record<OverviewRange, OverviewFigures>;

/** A range's figures with its conversions split into verified and unverified (decisions 664, 710). */
export type SplitFigures = OverviewFigures & { verified_conversions: number; unverified_conversions: number };

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
 * snapshot plus the last day read from the rollups (every figure is a sum, so the two add up); the
 * conversions also split into verified and unverified, scoped as they are (decision 710).
 */
export async function overviewFigureSet(
  db: Db,
  campaign: { id: number; first: string },
  until: string,
): Promise<Record<OverviewRange, SplitFigures>> {
  const [closed, last, verified] = await Promise.all([
    closedDaysFigures<FigureSet>(db, {
      kind: 'overview',
      campaignId: campaign.id,
      until,
      first: campaign.first,
      compute: () => overviewFigures(db, campaign.id, until, { from: EARLIEST_DAY, to: dayBefore(until) }),
    }),
    overviewFigures(db, campaign.id, until, { from: until, to: until }),
    verifiedConversionsByRange(db, campaign.id, until),
  ]);
  return Object.fromEntries(
    OVERVIEW_RANGES.map((r, at) => {
      const figures = add(closed[r], last[r]);
      const ofRange = Math.min(
        figures.conversions,
        verified.reduce((sum, row) => sum + row.verified[at], 0),
      );
      return [r, { ...figures, verified_conversions: ofRange, unverified_conversions: figures.conversions - ofRange }];
    }),
  ) as Record<OverviewRange, SplitFigures>;
}
