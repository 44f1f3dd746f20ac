import type { CampaignDetail, OverviewFigures } from '@advocate/api-client';
import { OVERVIEW_TREND_THRESHOLDS, cvm, formatCount, minutes, previousPeriod, roundedCvm, trend } from '@advocate/metrics-math';
import type { DateRange, Trend } from '@advocate/metrics-math';
import { overviewTexts } from './overview-texts.ts';

export interface MetricTile {
  key: string;
  label: string;
  value: string;
  /** Only on the 30-day range, against the 30 days before it (decision 324). */
  trend: Trend | null;
  /** A line under the figure: the conversions' verified and unverified ones (decision 710). */
  detail?: string;
}

/**
 * The overview's metric tiles for a range (spec 01 §2): viewable minutes, clicks, conversions (only
 * when the campaign has them, split into verified and unverified under the figure), CVM, impressions and broadcasts. Trends use the campaign thresholds
 * of spec 01 §9 (viewable minutes 0.01/0.2, clicks 0.01/0.3).
 */
export function metricTiles(campaign: Pick<CampaignDetail, 'has_conversions' | 'overview_metrics_set'>, range: DateRange): MetricTile[] {
  const set = campaign.overview_metrics_set;
  if (!set) return [];
  const figures: OverviewFigures = set[range];
  const previous = range === '30' ? previousPeriod({ ...set['60'] }, { ...set['30'] }) : null;
  const thresholds = OVERVIEW_TREND_THRESHOLDS.campaign;
  const t = overviewTexts.tiles;
  const tiles: MetricTile[] = [
    {
      key: 'viewable_minutes',
      label: t.viewableMinutes,
      value: formatCount(Math.round(figures.viewable_minutes)),
      trend: previous ? trend(figures.viewable_minutes, previous.viewable_minutes, thresholds.viewableMinutes) : null,
    },
    {
      key: 'clicks',
      label: t.clicks,
      value: formatCount(figures.clicks),
      trend: previous ? trend(figures.clicks, previous.clicks, thresholds.clicks) : null,
    },
  ];
  if (campaign.has_conversions) {
    const detail = t.conversionSplit(formatCount(figures.verified_conversions), formatCount(figures.unverified_conversions));
    tiles.push({ key: 'conversions', label: t.conversions, value: formatCount(figures.conversions), trend: null, detail });
  }
  tiles.push(
    { key: 'cvm', label: t.cvm, value: formatCount(roundedCvm(cvm(figures.clicks, minutes(figures.viewable_minutes)))), trend: null },
    { key: 'impressions', label: t.impressions, value: formatCount(figures.impressions), trend: null },
    { key: 'broadcasts', label: t.broadcasts, value: formatCount(figures.broadcasts), trend: null },
  );
  return tiles;
}
