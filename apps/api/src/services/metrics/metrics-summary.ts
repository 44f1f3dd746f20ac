import { utcToday } from '@advocate/metrics-math';
import type { Queryable } from '../../db/db.ts';
import { clicksPerDay } from '../../repositories/metrics-clicks-repository.ts';
import { campaignHasConversions, conversionsPerDay } from '../../repositories/metrics-conversions-repository.ts';
import { displayTotals } from '../../repositories/metrics-displays-repository.ts';
import { socialMetrics } from './event-metrics.ts';
import type { ResolvedMetricsFilters } from './metrics-filters.ts';
import type { MetricsSummary } from './metrics-types.ts';
import { viewershipMetrics } from './viewership-metrics.ts';

const total = (rows: ReadonlyArray<{ clicks: number }>) => rows.reduce((a, r) => a + r.clicks, 0);

/** The Campaign tab's six cards (spec 01 §2) in one answer; clicks and unique clicks both, whatever f.unique says. */
export async function metricsSummary(q: Queryable, f: ResolvedMetricsFilters, now: Date = new Date()): Promise<MetricsSummary> {
  const [clicks, uniqueClicks, conversions, hasConversions, viewership, displays, social] = await Promise.all([
    clicksPerDay(q, { ...f, unique: false }),
    clicksPerDay(q, { ...f, unique: true }),
    conversionsPerDay(q, f),
    campaignHasConversions(q, f.campaignId),
    viewershipMetrics(q, f),
    displayTotals(q, f, utcToday(now)),
    socialMetrics(q, f),
  ]);
  return {
    clicks: total(clicks),
    unique_clicks: total(uniqueClicks),
    conversions: conversions.reduce((a, r) => a + r.conversions, 0),
    has_conversions: hasConversions,
    broadcasts: {
      viewable_minutes: viewership.viewable_minutes,
      hours_broadcast: viewership.hours_broadcast,
      peak_viewers: viewership.peak_viewers,
      average_viewers: viewership.average_viewers,
      num_broadcasts: viewership.num_broadcasts,
    },
    impressions: { impressions: displays.impressions, display_count: displays.display_count, todays_impressions: displays.todays_impressions },
    social,
    fullscreen_videos: { plays: displays.video_plays, video_impressions: displays.video_impressions },
  };
}
