/**
 * Calendar months of payouts (decision 832): UTC days, a month closes on the 5th of the next one at
 * 00:00 UTC. Pure functions; the clock is always passed in (the app's, `ctx.now()`).
 */
import type { YearMonth } from './schemas/payout-types.ts';

export type { YearMonth };

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The day of the next month on which a month closes. */
export const CLOSING_DAY = 5;
/** How far back the closing job catches up, and how far back corrections reach (months). */
export const CATCH_UP_MONTHS = 24;
export const CORRECTION_MONTHS = 12;

const pad = (n: number) => String(n).padStart(2, '0');

/** `month` moved by `delta` months. */
export function addMonths(ym: YearMonth, delta: number): YearMonth {
  const index = ym.year * 12 + (ym.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** A total order of months: negative when `a` is before `b`. */
export const compareMonths = (a: YearMonth, b: YearMonth) => a.year * 12 + a.month - (b.year * 12 + b.month);

/** `2026-10`, as file names and keys write a month. */
export const monthKey = (ym: YearMonth) => `${ym.year}-${pad(ym.month)}`;

/** `October 2026`, as statements write a month. */
export const monthName = (ym: YearMonth) => `${MONTH_NAMES[ym.month - 1]} ${ym.year}`;

/** The month (UTC) an instant falls in. */
export const monthOf = (at: Date): YearMonth => ({ year: at.getUTCFullYear(), month: at.getUTCMonth() + 1 });

/** The first and last UTC day of a month, as `YYYY-MM-DD`. */
export function monthDays(ym: YearMonth): { from: string; to: string } {
  const last = new Date(Date.UTC(ym.year, ym.month, 0)).getUTCDate();
  return { from: `${ym.year}-${pad(ym.month)}-01`, to: `${ym.year}-${pad(ym.month)}-${pad(last)}` };
}

/** The instant a month may close: the 5th of the next month, 00:00 UTC. */
export const closingInstant = (ym: YearMonth) => new Date(Date.UTC(ym.year, ym.month, CLOSING_DAY));

/** The day a month closes on, `YYYY-MM-DD`. */
export const closesOn = (ym: YearMonth) => closingInstant(ym).toISOString().slice(0, 10);

/** The latest month that may be closed at `now`. */
export const lastClosableMonth = (now: Date): YearMonth => addMonths(monthOf(now), now.getUTCDate() >= CLOSING_DAY ? -1 : -2);

/** Every month from `first` to `last` inclusive, oldest first. */
export function monthsBetween(first: YearMonth, last: YearMonth): YearMonth[] {
  const out: YearMonth[] = [];
  for (let m = first; compareMonths(m, last) <= 0; m = addMonths(m, 1)) out.push(m);
  return out;
}
