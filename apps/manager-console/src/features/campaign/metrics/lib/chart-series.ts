import { topCountries } from '@advocate/metrics-math';
import type { CountryClicks, CountryShare } from '@advocate/metrics-math';
import { downsample, downsampleSum } from './downsample.ts';

/** One point of a chart: the x label and its value. */
export interface ChartPoint {
  label: string;
  value: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A UTC day or hour key as an axis label: '2026-11-03' → 'Nov 3' (axes stay short; campaigns run for weeks); an hour
 * ('2026-11-03T14:25:00Z' or '2026-11-03T14') → 'Nov 3, 14:25' / 'Nov 3, 14:00', read as UTC as given. Anything else is kept as given.
 */
export function timeLabel(key: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2})(?::(\d{2}))?)?/.exec(key);
  if (!match) return key;
  const [, , month, day, hour, minute] = match;
  const date = `${MONTHS[Number(month) - 1] ?? month} ${Number(day)}`;
  return hour === undefined ? date : `${date}, ${hour}:${minute ?? '00'}`;
}

/** A UTC day with its year, for the filter summary: '2026-11-03' → 'Nov 3, 2026'. */
export function dayWithYear(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${timeLabel(day)}, ${match[1]}` : day;
}

/** Rows with a time key and an amount per period → chart points, summed into ≤1000 buckets when longer. */
export function periodSeries<T>(rows: readonly T[], key: (row: T) => string, value: (row: T) => number): ChartPoint[] {
  return downsampleSum(
    rows.map((row) => ({ label: timeLabel(key(row)), value: value(row) })),
    'value',
  );
}

/** Rows of a running total → chart points, keeping the last value of each bucket when longer than 1000. */
export function cumulativeSeries<T>(rows: readonly T[], key: (row: T) => string, value: (row: T) => number): ChartPoint[] {
  return downsample(rows.map((row) => ({ label: timeLabel(key(row)), value: value(row) })));
}

/** Rows of a rate per period (CVM, average viewers) → chart points, averaged per bucket when longer than 1000. */
export function rateSeries<T>(rows: readonly T[], key: (row: T) => string, value: (row: T) => number): ChartPoint[] {
  return downsample(
    rows.map((row) => ({ label: timeLabel(key(row)), value: value(row) })),
    undefined,
    (bucket) => ({ label: bucket[0].label, value: bucket.reduce((sum, p) => sum + p.value, 0) / bucket.length }),
  );
}

/** '00:00' … '23:00'. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Counts by hour of the day (0–23 UTC) → all 24 hours in order, missing hours as 0. */
export function hourOfDaySeries<T>(rows: readonly T[], hour: (row: T) => number, value: (row: T) => number): ChartPoint[] {
  const totals = new Array<number>(24).fill(0);
  for (const row of rows) {
    const h = hour(row);
    if (Number.isInteger(h) && h >= 0 && h < 24) totals[h] += value(row);
  }
  return totals.map((v, h) => ({ label: hourLabel(h), value: v }));
}

/** True when a series has nothing worth drawing (no points or all zero). */
export const isBlank = (points: readonly ChartPoint[]) => points.every((p) => !p.value);

/** The country list of the Clicks tab: top 5 with 'Other' (spec 01 §9, libs/metrics-math). */
export const countryRows = (rows: readonly CountryClicks[]): CountryShare[] => topCountries(rows);

/** A ranked list (targets, components, games): highest first, at most `limit` rows. */
export function ranked<T>(rows: readonly T[], value: (row: T) => number, limit: number): T[] {
  return [...rows]
    .filter((r) => value(r) > 0)
    .sort((a, b) => value(b) - value(a))
    .slice(0, limit);
}
