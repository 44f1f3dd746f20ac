import { describe, expect, it } from 'vitest';
import { addUtcDays, isBeforeUtcToday, utcDayKey, utcDayStart, utcToday } from './utc-day.ts';

describe('UTC day boundaries (spec 01 §9 "Today is computed in UTC"; §5 dates not before today)', () => {
  it.each([
    ['2024-03-05T23:30:00-05:00', '2024-03-06'],
    ['2024-03-05T00:00:00Z', '2024-03-05'],
    ['2024-03-05T23:59:59.999Z', '2024-03-05'],
    ['2024-12-31T19:00:00-08:00', '2025-01-01'],
  ])('utcToday(%s) is %s', (now, expected) => {
    expect(utcToday(now)).toBe(expected);
  });

  it('utcDayKey of an invalid date is empty', () => {
    expect(utcDayKey('garbage')).toBe('');
  });

  it.each([
    ['2024-03-05T23:59:00Z', '2024-03-05T00:00:00.000Z'],
    ['2024-03-05T00:00:00Z', '2024-03-05T00:00:00.000Z'],
    ['1969-12-31T12:00:00Z', '1969-12-31T00:00:00.000Z'],
  ])('utcDayStart(%s) is %s', (date, expected) => {
    expect(utcDayStart(date).toISOString()).toBe(expected);
  });

  it.each([
    ['2024-03-05', -6, '2024-02-28T00:00:00.000Z'],
    ['2024-02-28', 2, '2024-03-01T00:00:00.000Z'],
  ] as const)('addUtcDays(%s, %d)', (date, days, expected) => {
    expect(addUtcDays(date, days).toISOString()).toBe(expected);
  });

  it.each([
    ['2024-03-04T23:59:59Z', '2024-03-05T08:00:00Z', true],
    ['2024-03-05T00:00:00Z', '2024-03-05T08:00:00Z', false],
    ['2024-03-05', '2024-03-05T23:59:00Z', false],
    ['2024-03-04', '2024-03-05T00:00:00Z', true],
  ])('isBeforeUtcToday(%s, now %s) is %s', (date, now, expected) => {
    expect(isBeforeUtcToday(date, now)).toBe(expected);
  });
});
