import { addUtcDays, utcDayKey, utcToday } from '@advocate/metrics-math';
import type { Db } from '../../db/db.ts';
import { clicksByDay, viewershipByDay, type ClicksDay, type ViewershipDay } from '../metrics/repositories/campaign-metrics-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { requireManager, visibleCampaign } from '../shared/index.ts';

export const SERIES_RANGES = ['07', '30', '60', '90', 'all'] as const;
export type SeriesRange = (typeof SERIES_RANGES)[number];

/** Longest series answered, so an all-time chart of a very old campaign stays small (decision 325). */
const MAX_DAYS = 3660;

/**
 * The days of a chart: the range's N days up to today (UTC) or up to the campaign's last day once it
 * has ended, or from the campaign's start for all time; every day present, zero when the rollup has no row.
 */
function chartDays(
  range: SeriesRange,
  campaign: { start_date: Date; end_date: Date | null },
  now: Date,
): { since: string; until: string; days: string[] } {
  const today = utcToday(now);
  const end = campaign.end_date && utcDayKey(campaign.end_date) < today ? utcDayKey(campaign.end_date) : today;
  const start = utcDayKey(campaign.start_date);
  let since = range === 'all' ? start : utcDayKey(addUtcDays(new Date(`${end}T00:00:00Z`), -(Number(range) - 1)));
  if (range === 'all' && since < utcDayKey(addUtcDays(new Date(`${end}T00:00:00Z`), -(MAX_DAYS - 1)))) {
    since = utcDayKey(addUtcDays(new Date(`${end}T00:00:00Z`), -(MAX_DAYS - 1)));
  }
  const days: string[] = [];
  for (let d = new Date(`${since}T00:00:00Z`); utcDayKey(d) <= end; d = addUtcDays(d, 1)) days.push(utcDayKey(d));
  return { since, until: end, days };
}

function fill<T extends { day: string }>(days: string[], rows: T[], empty: (day: string) => T): T[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return days.map((day) => byDay.get(day) ?? empty(day));
}

/** GET metrics/clicks-by-day/ (spec 01 §2 click chart, §7 GET metrics/{metric}/), from the rollup. */
export async function clicksSeries(db: Db, user: UserRow, slug: string, range: SeriesRange, now: Date): Promise<ClicksDay[]> {
  requireManager(user);
  const campaign = await visibleCampaign(db, user, slug);
  const { since, until, days } = chartDays(range, campaign, now);
  const rows = await clicksByDay(db, campaign.id, since, until);
  return fill(days, rows, (day) => ({ day, clicks: 0, conversions: 0 }));
}

/** GET metrics/viewership/ (spec 01 §2 viewership chart), from the campaign viewership rollup. */
export async function viewershipSeries(db: Db, user: UserRow, slug: string, range: SeriesRange, now: Date): Promise<ViewershipDay[]> {
  requireManager(user);
  const campaign = await visibleCampaign(db, user, slug);
  const { since, until, days } = chartDays(range, campaign, now);
  const rows = await viewershipByDay(db, campaign.id, since, until);
  return fill(days, rows, (day) => ({ day, viewable_minutes: 0, minutes_broadcast: 0, average_viewers: 0, peak_viewers: 0 }));
}
