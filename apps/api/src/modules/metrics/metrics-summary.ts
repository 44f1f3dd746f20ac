import { utcToday } from '@advocate/metrics-math';
import type { Queryable } from '../../db/db.ts';
import { campaignHasConversions, verifiedConversions } from './repositories/metrics-conversions-repository.ts';
import { scopeTotals } from './repositories/metrics-displays-repository.ts';
import { socialMetrics } from './event-metrics.ts';
import type { ResolvedMetricsFilters } from './metrics-filters.ts';
import type { MetricsSummary } from './metrics-types.ts';
import { viewershipMetrics } from './viewership-metrics.ts';

/**
 * The Campaign tab's six cards (spec 01 §2) in one answer. The headline clicks follow 'Unique IPs
 * Only' as the Clicks tab does (issue 26): the unique count when f.unique; unique_clicks is always
 * the unique count. Conversions are also split into verified and unverified (decision 664). The
 * click, conversion, impression and play figures come from one read of the
 * scope's daily rows, and today's impressions from one more.
 */
export async function metricsSummary(q: Queryable, f: ResolvedMetricsFilters, now: Date = new Date()): Promise<MetricsSummary> {
  const today = utcToday(now);
  const [totals, todays, hasConversions, verified, viewership, social] = await Promise.all([
    scopeTotals(q, f),
    scopeTotals(q, { ...f, since: today, until: today }),
    campaignHasConversions(q, f.campaignId),
    verifiedConversions(q, f),
    viewershipMetrics(q, f),
    socialMetrics(q, f),
  ]);
  const displays = { ...totals, todays_impressions: todays.impressions };
  return {
    clicks: f.unique ? totals.unique_clicks : totals.clicks,
    unique_clicks: totals.unique_clicks,
    conversions: totals.conversions,
    verified_conversions: Math.min(verified, totals.conversions),
    unverified_conversions: Math.max(0, totals.conversions - verified),
    has_conversions: hasConversions,
    broadcasts: {
      viewable_minutes: viewership.viewable_minutes,
      hours_broadcast: viewership.hours_broadcast,
      peak_viewers: viewership.peak_viewers,
      average_viewers: viewership.average_viewers,
      num_broadcasts: viewership.num_broadcasts,
    },
    impressions: {
      impressions: displays.impressions,
      display_count: displays.display_count,
      todays_impressions: displays.todays_impressions,
    },
    social,
    fullscreen_videos: { plays: displays.video_plays, video_impressions: displays.video_impressions },
  };
}
