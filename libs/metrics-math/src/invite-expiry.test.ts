import { describe, expect, it } from 'vitest';
import { inviteExpiry, inviteSecondsLeft } from './invite-expiry.ts';
import { seconds } from './units.ts';

describe('inviteExpiry: days over 86400 s, then hours, then minutes (spec 01 §4, §9)', () => {
  it.each([
    [3 * 86_400 + 5, '3 days'],
    [86_401, '1 day'],
    [2 * 86_400 - 1, '1 day'],
    [86_400, '24 hours'], // not over 86400
    [5 * 3_600 + 60, '5 hours'],
    [3_601, '1 hour'],
    [3_600, '60 minutes'],
    [12 * 60, '12 minutes'],
    [61, '2 minutes'],
    [60, '1 minute'],
    [30, '1 minute'],
    [0, '0 minutes'],
    [-10, '0 minutes'],
    [Number.NaN, '0 minutes'],
  ])('%d s → %s', (s, expected) => {
    expect(inviteExpiry(seconds(s))).toBe(expected);
  });

  it.each([
    ['2024-03-05T12:00:00Z', '2024-03-05T11:00:00Z', 3600],
    ['2024-03-05T12:00:00Z', '2024-03-05T11:59:59.500Z', 0],
    ['2024-03-05T12:00:00Z', '2024-03-06T00:00:00Z', 0],
    ['garbage', '2024-03-06T00:00:00Z', 0],
  ])('inviteSecondsLeft(%s, %s) is %d', (expiresAt, now, expected) => {
    expect(inviteSecondsLeft(expiresAt, now)).toBe(expected);
  });
});
