import type { Queryable } from '../../db/db.ts';
import { viewershipPerDayPlatform, viewershipPerGame, type ViewershipDayPlatform } from './repositories/metrics-viewership-repository.ts';
import { rangeDays, type ResolvedMetricsFilters } from './metrics-filters.ts';
import type { GameViewership, TwitchViewershipDay, ViewershipDayFigures, ViewershipMetrics } from './metrics-types.ts';

const average = (viewerSum: number, samples: number) => (samples > 0 ? Math.round(viewerSum / samples) : 0);

/** Per-day figures of both platforms together, every day of the range present. */
export function viewershipDays(f: ResolvedMetricsFilters, rows: readonly ViewershipDayPlatform[]): ViewershipDayFigures[] {
  const byDay = new Map<string, { vm: number; mb: number; samples: number; vs: number; peak: number }>();
  for (const r of rows) {
    const d = byDay.get(r.day) ?? { vm: 0, mb: 0, samples: 0, vs: 0, peak: 0 };
    d.vm += r.viewable_minutes;
    d.mb += r.minutes_broadcast;
    d.samples += r.samples;
    d.vs += r.viewer_sum;
    d.peak = Math.max(d.peak, r.peak_viewers);
    byDay.set(r.day, d);
  }
  return rangeDays(f).map((day) => {
    const d = byDay.get(day);
    return {
      day,
      viewable_minutes: d?.vm ?? 0,
      minutes_broadcast: d?.mb ?? 0,
      average_viewers: d ? average(d.vs, d.samples) : 0,
      peak_viewers: d?.peak ?? 0,
    };
  });
}

/** The Broadcasts card and Viewership chart (spec 01 §2, §3 Metrics read): rollups only. */
export async function viewershipMetrics(q: Queryable, f: ResolvedMetricsFilters): Promise<ViewershipMetrics> {
  const rows = await viewershipPerDayPlatform(q, f);
  const sum = (pick: (r: ViewershipDayPlatform) => number, platform?: string) =>
    rows.filter((r) => !platform || r.platform === platform).reduce((a, r) => a + pick(r), 0);
  const minutes = sum((r) => r.minutes_broadcast);
  return {
    viewable_minutes: sum((r) => r.viewable_minutes),
    twitch_viewable_minutes: sum((r) => r.viewable_minutes, 'twitch'),
    youtube_viewable_minutes: sum((r) => r.viewable_minutes, 'youtube'),
    minutes_broadcast: minutes,
    hours_broadcast: minutes / 60,
    num_broadcasts: sum((r) => r.broadcasts),
    average_viewers: average(
      sum((r) => r.viewer_sum),
      sum((r) => r.samples),
    ),
    peak_viewers: rows.reduce((a, r) => Math.max(a, r.peak_viewers), 0),
    by_day: viewershipDays(f, rows),
  };
}

/** GET rollup-twitch-viewership/?time_period=day (spec 01 §3 Viewership rollup): Twitch average concurrents per day. */
export async function twitchViewershipRollup(q: Queryable, f: ResolvedMetricsFilters): Promise<TwitchViewershipDay[]> {
  const rows = (await viewershipPerDayPlatform(q, f)).filter((r) => r.platform === 'twitch');
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return rangeDays(f).map((day) => {
    const r = byDay.get(day);
    return { day, avg_concurrents: r && r.samples > 0 ? r.viewer_sum / r.samples : 0 };
  });
}

/** The Games tab: hours, viewable minutes and average viewers per game, most hours first. */
export async function gameViewership(q: Queryable, f: ResolvedMetricsFilters): Promise<GameViewership[]> {
  const rows = await viewershipPerGame(q, f);
  return rows.map((r) => ({
    game: r.game,
    hours: r.minutes / 60,
    viewable_minutes: r.viewable_minutes,
    average_viewers: average(r.viewer_sum, r.samples),
  }));
}
