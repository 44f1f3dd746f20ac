import { toMillis, type DateInput } from './instant.ts';

/** One UTC day in milliseconds. */
export const DAY_MS = 86_400_000;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Midnight UTC of the day holding `date`: `utcDayStart('2024-03-05T23:59Z')` is 2024-03-05T00:00Z. */
export function utcDayStart(date: DateInput): Date {
  const ms = toMillis(date);
  return new Date(ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS));
}

/** The UTC calendar day of `date` as 'YYYY-MM-DD': `utcDayKey(new Date('2024-03-05T10:00Z'))` is '2024-03-05'. */
export function utcDayKey(date: DateInput): string {
  const d = new Date(toMillis(date));
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 'Today' in UTC as 'YYYY-MM-DD' (spec 01 §9): at 2024-03-05T23:30-05:00 `utcToday(now)` is already '2024-03-06'. */
export function utcToday(now: DateInput): string {
  return utcDayKey(now);
}

/** Moves a date by whole UTC days (negative goes back): `addUtcDays('2024-03-05', -6)` is 2024-02-28T00:00Z. */
export function addUtcDays(date: DateInput, days: number): Date {
  return new Date(toMillis(date) + days * DAY_MS);
}

/** True when `date` falls on a UTC day before today, for "dates cannot be before today" (spec 01 §5). */
export function isBeforeUtcToday(date: DateInput, now: DateInput): boolean {
  return toMillis(date) < utcDayStart(now).getTime();
}
