/** Anything the API or the UI hands over as a point in time. */
export type DateInput = Date | string | number;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a calendar date without a time, e.g. `'2024-03-05'`. */
export function isDateOnly(value: DateInput): value is string {
  return typeof value === 'string' && DATE_ONLY.test(value);
}

/**
 * Milliseconds since the epoch. A date-only string is the start of that day in UTC, because
 * 'Today' is computed in UTC (spec 01 §9); anything unparseable is NaN.
 */
export function toMillis(value: DateInput): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) return Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  return Date.parse(value);
}

/**
 * The exclusive end instant of a period ending at `value`: a date-only end date includes that
 * whole UTC day (a campaign ending '2024-03-05' still runs on the 5th), a timestamp is exact.
 */
export function endMillis(value: DateInput): number {
  return isDateOnly(value) ? toMillis(value) + DAY_MS : toMillis(value);
}

/** True when a date field is set (null, undefined and '' mean "no date"). */
export function hasDate(value: DateInput | null | undefined): value is DateInput {
  return value !== null && value !== undefined && value !== '';
}
