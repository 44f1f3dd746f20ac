import { messages } from '../messages.ts';
import type { Rule } from '../types.ts';
import { getPath, isEmpty, toTime } from '../values.ts';

/** Spec 00 §5: years 1900-2099, two-digit month and day, separators - / . or space. */
const YMD = /^((?:19|20)\d\d)[- /.](0[1-9]|1[0-2])[- /.](0[1-9]|[12]\d|3[01])$/;

/**
 * Reads YYYY/MM/DD (any of the spec's separators) into ISO `YYYY-MM-DD`, or undefined when the text
 * is not such a date or not a real calendar day (decision 113).
 */
export function parseDateYmd(value: string): string | undefined {
  const match = YMD.exec(value.trim());
  if (!match) return undefined;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1) return undefined; // 2001/02/30 rolled into March
  return `${year}-${month}-${day}`;
}

/** Spec 00 §5 / 02 §5: 'Must be a valid date of form YYYY/MM/DD'. Empty passes. */
export const dateYmd: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  return typeof value === 'string' && parseDateYmd(value) !== undefined ? undefined : messages.dateYmd;
};

/**
 * Spec 00 §5 / 01 §5: on the end field, 'End date must be greater than start date' unless the end is
 * strictly after the value of `startField`. Passes while either date is empty or unreadable.
 */
export function endAfterStart(startField: string): Rule {
  return (value, allValues) => {
    const end = toTime(value);
    const start = toTime(getPath(allValues, startField));
    if (end === undefined || start === undefined) return undefined;
    return end > start ? undefined : messages.endAfterStart;
  };
}

/** Midnight UTC of the day of `now` ('Today' is computed in UTC, spec 01 §9). */
function startOfUtcDay(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

/**
 * Spec 01 §5: dates cannot be before today unless extension into the past is allowed. Message chosen
 * (decision 109). `now` is injectable for tests and for the server clock.
 */
export function notBeforeToday(now: () => Date = () => new Date()): Rule {
  return (value) => {
    const time = toTime(value);
    if (time === undefined) return undefined;
    return time < startOfUtcDay(now()) ? messages.notBeforeToday : undefined;
  };
}

/**
 * Spec 01 §2: feature start and end limited to the campaign dates. An open bound (null/undefined) does
 * not limit. Message chosen (decision 109).
 */
export function dateWithin(min: unknown, max: unknown, message: string = messages.withinCampaignDates): Rule {
  return (value) => {
    const time = toTime(value);
    if (time === undefined) return undefined;
    const low = toTime(min);
    const high = toTime(max);
    if (low !== undefined && time < low) return message;
    if (high !== undefined && time > high) return message;
    return undefined;
  };
}
