import { describe, expect, it } from 'vitest';
import { formatUtcDate, timeAgo } from './time-ago.ts';

const NOW = '2024-03-05T12:00:00Z';

describe("timeAgo: 'X minutes/hour(s) ago' up to one day, then the date (spec 01 §2 overview)", () => {
  it.each([
    ['2024-03-05T12:00:00Z', '1 minute ago'],
    ['2024-03-05T11:59:30Z', '1 minute ago'],
    ['2024-03-05T11:59:00Z', '1 minute ago'],
    ['2024-03-05T11:58:00Z', '2 minutes ago'],
    ['2024-03-05T11:00:01Z', '59 minutes ago'],
    ['2024-03-05T11:00:00Z', '1 hour ago'],
    ['2024-03-05T10:00:01Z', '1 hour ago'],
    ['2024-03-05T10:00:00Z', '2 hours ago'],
    ['2024-03-04T12:00:01Z', '23 hours ago'],
    ['2024-03-04T12:00:00Z', 'Mar 4, 2024'],
    ['2023-12-25T08:00:00Z', 'Dec 25, 2023'],
    ['2024-03-05T13:00:00Z', '1 minute ago'], // clock skew: future reads as now
  ])('%s → %s', (date, expected) => {
    expect(timeAgo(date, NOW)).toBe(expected);
  });

  it('invalid input is empty', () => {
    expect(timeAgo('nope', NOW)).toBe('');
  });

  it.each([
    ['2024-03-05T18:00:00Z', 'Mar 5, 2024'],
    ['2024-01-01T00:00:00-05:00', 'Jan 1, 2024'],
    ['2024-01-01T00:00:00+05:00', 'Dec 31, 2023'], // UTC day
    ['invalid', ''],
  ])('formatUtcDate(%s) is %s', (date, expected) => {
    expect(formatUtcDate(date)).toBe(expected);
  });
});
