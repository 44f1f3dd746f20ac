import { toMillis, type DateInput } from './instant.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A date as 'Mar 5, 2024', read in UTC like every other day boundary of the console; '' when invalid.
 * @example formatUtcDate('2024-03-05T18:00:00Z') // 'Mar 5, 2024'
 */
export function formatUtcDate(date: DateInput): string {
  const d = new Date(toMillis(date));
  if (Number.isNaN(d.getTime())) return '';
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

const plural = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * Activity-feed time (spec 01 §2 overview): 'X minutes ago' under an hour (at least 1, so a
 * just-created event reads '1 minute ago'), 'X hours ago' under a day, then the date as
 * 'Mar 5, 2024' (UTC). Singular for 1. A time in the future reads as now. See docs/decisions/129.
 * @example timeAgo('2024-03-05T10:00Z', '2024-03-05T12:30Z') // '2 hours ago'
 */
export function timeAgo(date: DateInput, now: DateInput): string {
  const then = toMillis(date);
  const diff = Math.max(0, toMillis(now) - then);
  if (Number.isNaN(diff)) return '';
  if (diff < HOUR_MS) return plural(Math.max(1, Math.floor(diff / MINUTE_MS)), 'minute');
  if (diff < DAY_MS) return plural(Math.floor(diff / HOUR_MS), 'hour');
  return formatUtcDate(then);
}
