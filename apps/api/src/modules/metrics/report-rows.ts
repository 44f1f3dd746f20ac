import { cvm, minutes, utcDayKey } from '@advocate/metrics-math';
import type { Queryable } from '../../db/db.ts';
import { reportSumsPerBroadcaster, reportSumsPerPeriod, type ReportSums } from './repositories/metrics-report-repository.ts';
import { rangeDays, type ResolvedMetricsFilters } from './metrics-filters.ts';
import type { BroadcasterRow, PeriodRow, ReportFigures, ReportPeriod } from './metrics-types.ts';

const ZERO: ReportSums = {
  clicks: 0,
  impressions: 0,
  display_count: 0,
  video_plays: 0,
  video_impressions: 0,
  viewable_minutes: 0,
  minutes_broadcast: 0,
  samples: 0,
  viewer_sum: 0,
  peak_viewers: 0,
  broadcasts: 0,
};

/** Every report metric id of spec 01 §3 from one row's sums. */
export function reportFigures(s: ReportSums): ReportFigures {
  return {
    viewable_minutes: s.viewable_minutes,
    watched_hours: s.viewable_minutes / 60,
    hours_broadcast: s.minutes_broadcast / 60,
    minutes_broadcast: s.minutes_broadcast,
    average_viewers: s.samples > 0 ? Math.round(s.viewer_sum / s.samples) : 0,
    peak_viewers: s.peak_viewers,
    clicks: s.clicks,
    cvm: cvm(s.clicks, minutes(s.viewable_minutes)),
    num_broadcasts: s.broadcasts,
    impressions: s.impressions,
    display_count: s.display_count,
    video_impressions: s.video_impressions,
    video_views: s.video_plays,
  };
}

/** The broadcaster table of reports: one row per broadcaster (ordered by username), every metric id. */
export async function broadcasterRows(q: Queryable, f: ResolvedMetricsFilters): Promise<BroadcasterRow[]> {
  const rows = await reportSumsPerBroadcaster(q, f);
  return rows.map((r) => ({ broadcaster_id: r.broadcaster_id, username: r.username, ...reportFigures(r.sums) }));
}

/** First UTC day of the period holding `day` (weeks start on Monday, as PostgreSQL's date_trunc). */
export function periodStart(day: string, period: ReportPeriod): string {
  if (period === 'day') return day;
  if (period === 'month') return `${day.slice(0, 8)}01`;
  const d = new Date(`${day}T00:00:00Z`);
  return utcDayKey(new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000));
}

/** The daily, weekly or monthly tables of reports: every period of the range in order (zeros when empty), every metric id. */
export async function periodRows(q: Queryable, f: ResolvedMetricsFilters, period: ReportPeriod): Promise<PeriodRow[]> {
  const sums = await reportSumsPerPeriod(q, f, period);
  const periods = [...new Set(rangeDays(f).map((d) => periodStart(d, period)))];
  return periods.map((p) => ({ period: p, ...reportFigures(sums.get(p) ?? ZERO) }));
}
