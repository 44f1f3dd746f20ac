import type { DateInput } from './instant.ts';
import { addUtcDays, utcDayStart } from './utc-day.ts';

/** Date ranges of the selectors, as the stats are keyed (spec 01 §9). */
export const DATE_RANGES = ['07', '30', '90', 'all'] as const;

/** One of {@link DATE_RANGES}. */
export type DateRange = (typeof DATE_RANGES)[number];

/** The stats key used as comparison base for the 30-day view (spec 01 §9). */
export const COMPARISON_RANGE = '60';

/**
 * Default range: 30 days for a team campaign, else all (spec 01 §9).
 * @example defaultDateRange({ team: 4 }) // '30'
 */
export function defaultDateRange(campaign: { team?: number | null }): DateRange {
  return campaign.team !== null && campaign.team !== undefined ? '30' : 'all';
}

/**
 * Selector label: 'Last 7 Days', 'Last 30 Days', 'Last 90 Days' or 'All Time' (spec 00 §2).
 * @example dateRangeLabel('07') // 'Last 7 Days'
 */
export function dateRangeLabel(range: DateRange): string {
  return range === 'all' ? 'All Time' : `Last ${Number(range)} Days`;
}

/**
 * First instant of a range: the UTC midnight that makes the range N calendar days including
 * today; null for all time. See docs/decisions/131.
 * @example dateRangeStart('07', '2024-03-10T15:00Z') // 2024-03-04T00:00Z
 */
export function dateRangeStart(range: DateRange, now: DateInput): Date | null {
  if (range === 'all') return null;
  return addUtcDays(utcDayStart(now), -(Number(range) - 1));
}
