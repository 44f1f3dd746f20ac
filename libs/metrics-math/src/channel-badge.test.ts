import { describe, expect, it } from 'vitest';
import { channelBadge } from './channel-badge.ts';

describe('channelBadge: Inactive, LIVE, FEATURED (spec 01 §4 channel badges)', () => {
  it.each([
    ['Active', false, false, null],
    ['Active', true, false, 'LIVE'],
    ['Active', false, true, 'FEATURED'],
    ['Active', true, true, 'LIVE'],
    ['Campaign Ended', true, false, 'LIVE'],
    ['Campaign Ended', false, true, 'FEATURED'],
    ['Pending', true, true, 'Inactive'],
    ['Flagged', false, false, 'Inactive'],
    ['Deactivated', true, false, 'Inactive'],
    [null, false, false, 'Inactive'],
  ])('%s live=%s featured=%s → %s', (status, live, featured, expected) => {
    expect(channelBadge(status, live, featured)).toBe(expected);
  });
});
