// Calendar months as the payout pages name them (issue 30 part 3), in UTC like the statements.

const longMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const firstDay = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1));

/**
 * A month (1-12) by its name.
 * @example monthName(2026, 11) // 'November 2026'
 */
export const monthName = (year: number, month: number) => longMonth.format(firstDay(year, month));

/**
 * A month (1-12) shortly, for chart axes.
 * @example monthShortName(2026, 11) // 'Nov 2026'
 */
export const monthShortName = (year: number, month: number) => shortMonth.format(firstDay(year, month));

/**
 * A day ('YYYY-MM-DD' or an ISO instant, read in UTC) as '5 Dec 2026'.
 * @example formatDayMonthYear('2026-12-05') // '5 Dec 2026'
 */
export const formatDayMonthYear = (day: string) => dayMonthYear.format(new Date(day.length === 10 ? `${day}T00:00:00Z` : day));

/**
 * A month's key for pickers and addresses.
 * @example monthKey(2026, 3) // '2026-03'
 */
export const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/**
 * The month of a key made by {@link monthKey}, or null for anything else.
 * @example parseMonthKey('2026-03') // { year: 2026, month: 3 }
 */
export function parseMonthKey(key: string): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}
