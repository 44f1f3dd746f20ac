import { describe, expect, it } from 'vitest';
import { groupStatuses } from './status-groups.ts';

const row = (username: string, status: string) =>
  ({ username, status, profile_image: null, platforms: [], invited_at: null, responded_at: null }) as never;

describe('groupStatuses', () => {
  it('puts Active in one table, the four inactive statuses in the other, and invitations in neither', () => {
    const groups = groupStatuses([
      row('a', 'Active'),
      row('b', 'Pending'),
      row('c', 'Flagged'),
      row('d', 'Deactivated'),
      row('e', 'Campaign Ended'),
      row('f', 'Invited'),
      row('g', 'Declined'),
    ]);
    expect(groups.active.map((r: { username: string }) => r.username)).toEqual(['a']);
    expect(groups.inactive.map((r: { username: string }) => r.username)).toEqual(['b', 'c', 'd', 'e']);
    expect(groups.invited.map((r: { username: string }) => r.username)).toEqual(['f']);
  });
});
