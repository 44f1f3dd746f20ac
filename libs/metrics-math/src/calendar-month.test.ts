import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, monthKey, monthName, monthShortName, parseMonthKey } from './calendar-month.ts';

describe('calendar months of the payout pages (UTC)', () => {
  it('names months long and short', () => {
    expect(monthName(2026, 11)).toBe('November 2026');
    expect(monthName(2027, 1)).toBe('January 2027');
    expect(monthShortName(2026, 12)).toBe('Dec 2026');
  });

  it('shows a day or an instant as day, short month and year in UTC', () => {
    expect(formatDayMonthYear('2026-12-05')).toBe('5 Dec 2026');
    expect(formatDayMonthYear('2026-11-05T00:00:03.000Z')).toBe('5 Nov 2026');
    expect(formatDayMonthYear('2026-11-04T23:59:59.000Z')).toBe('4 Nov 2026');
  });

  it('keys a month and reads the key back', () => {
    expect(monthKey(2026, 3)).toBe('2026-03');
    expect(parseMonthKey('2026-03')).toEqual({ year: 2026, month: 3 });
    expect(parseMonthKey('2026-13')).toBeNull();
    expect(parseMonthKey('2026-00')).toBeNull();
    expect(parseMonthKey('26-03')).toBeNull();
  });
});
