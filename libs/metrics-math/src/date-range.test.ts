import { describe, expect, it } from 'vitest';
import { COMPARISON_RANGE, DATE_RANGES, dateRangeLabel, dateRangeStart, defaultDateRange } from './date-range.ts';

describe('date ranges (spec 01 §9: 07, 30, 90, all; default 30 for a team campaign, else all)', () => {
  it('lists the ranges and the comparison key', () => {
    expect(DATE_RANGES).toEqual(['07', '30', '90', 'all']);
    expect(COMPARISON_RANGE).toBe('60');
  });

  it.each([
    [{ team: 4 }, '30'],
    [{ team: 0 }, '30'],
    [{ team: null }, 'all'],
    [{}, 'all'],
  ])('defaultDateRange(%j) is %s', (campaign, expected) => {
    expect(defaultDateRange(campaign)).toBe(expected);
  });

  it.each([
    ['07', 'Last 7 Days'],
    ['30', 'Last 30 Days'],
    ['90', 'Last 90 Days'],
    ['all', 'All Time'],
  ] as const)('dateRangeLabel(%s) is %s (spec 00 §2)', (range, expected) => {
    expect(dateRangeLabel(range)).toBe(expected);
  });

  it.each([
    ['07', '2024-03-10T15:00:00Z', '2024-03-04T00:00:00.000Z'],
    ['30', '2024-03-10T00:00:00Z', '2024-02-10T00:00:00.000Z'],
    ['90', '2024-03-10T23:59:59Z', '2023-12-12T00:00:00.000Z'],
  ] as const)('dateRangeStart(%s, %s) is %s (UTC days, today included)', (range, now, expected) => {
    expect(dateRangeStart(range, now)?.toISOString()).toBe(expected);
  });

  it('all time has no start', () => {
    expect(dateRangeStart('all', '2024-03-10')).toBeNull();
  });
});
