import { utcToday } from '@advocate/metrics-math';
import type { Queryable } from '../../db/db.ts';
import { conversionsPerDay, conversionsPerHourOfDay } from './repositories/metrics-conversions-repository.ts';
import { displayTotals, latestVideoPlays } from './repositories/metrics-displays-repository.ts';
import { socialTotals } from './repositories/metrics-social-repository.ts';
import { rangeDays, type ResolvedMetricsFilters } from './metrics-filters.ts';
import type { ConversionMetrics, ImpressionMetrics, SocialMetrics, VideoPlayMetrics } from './metrics-types.ts';

/** Plays listed under the Fullscreen Videos card (decision 587). */
export const LATEST_PLAYS = 100;

/** Conversions By Day and By Time of Day (spec 01 §2), every day and hour present. */
export async function conversionMetrics(q: Queryable, f: ResolvedMetricsFilters): Promise<ConversionMetrics> {
  const [perDay, perHour] = await Promise.all([conversionsPerDay(q, f), conversionsPerHourOfDay(q, f)]);
  const ofDay = new Map(perDay.map((r) => [r.day, r.conversions]));
  const ofHour = new Map(perHour.map((r) => [r.hour, r.conversions]));
  return {
    total: perDay.reduce((a, r) => a + r.conversions, 0),
    by_day: rangeDays(f).map((day) => ({ day, conversions: ofDay.get(day) ?? 0 })),
    by_time_of_day: Array.from({ length: 24 }, (_, hour) => ({ hour, conversions: ofHour.get(hour) ?? 0 })),
  };
}

/** The Fullscreen Videos card: plays and their impressions (rollups) and the latest plays. */
export async function videoPlayMetrics(q: Queryable, f: ResolvedMetricsFilters, now: Date = new Date()): Promise<VideoPlayMetrics> {
  const [totals, latest] = await Promise.all([displayTotals(q, f, utcToday(now)), latestVideoPlays(q, f, LATEST_PLAYS)]);
  return {
    plays: totals.video_plays,
    video_impressions: totals.video_impressions,
    latest: latest.map((p) => ({ ...p, time: p.time.toISOString() })),
  };
}

/** Live Graphic Impressions and Display Counts cards; todays_impressions is UTC today's (spec 01 §9). */
export async function impressionMetrics(q: Queryable, f: ResolvedMetricsFilters, now: Date = new Date()): Promise<ImpressionMetrics> {
  const totals = await displayTotals(q, f, utcToday(now));
  return { impressions: totals.impressions, display_count: totals.display_count, todays_impressions: totals.todays_impressions };
}

/** The Social Media card (spec 01 §2; total_favorites, total_retweets of §2 metric cards). */
export async function socialMetrics(q: Queryable, f: ResolvedMetricsFilters): Promise<SocialMetrics> {
  return socialTotals(q, f);
}
