import { describe, expect, it } from 'vitest';
import { addableFromTeam, campaignInvitee, teamInvitee, teamMember, usernameOf } from './membership.ts';
import type { BroadcasterContext } from './membership.ts';

const statuses: Record<string, string> = {
  invited: 'Invited',
  declined: 'Declined',
  active: 'Active',
  pending: 'Pending',
  flagged: 'Flagged',
  deactivated: 'Deactivated',
  ended: 'Campaign Ended',
};
const members = new Set(['member', 'invited', 'active', 'declined']);
const known = new Set([...Object.keys(statuses), 'member', 'fresh']);
const context: BroadcasterContext = {
  campaignStatusOf: (username) => statuses[username],
  isTeamMember: (username) => members.has(username),
  isBroadcaster: (username) => known.has(username),
};

const VALID = 'Please select a valid broadcaster!';
const PENDING = 'This broadcaster already has a pending invitation!';
const ON = 'This broadcaster is already on this campaign!';
const MEMBER = 'Please select a valid team member!';

describe('campaignInvitee (spec 01 §5 inviting to a campaign)', () => {
  it.each([
    ['none chosen', '', VALID],
    ['none chosen (null)', null, VALID],
    ['typed name that is no broadcaster', 'ghost', VALID],
    ['fresh broadcaster', 'fresh', undefined],
    ['picked suggestion object', { username: 'fresh' }, undefined],
    ['Invited', 'invited', PENDING],
    ['Declined may be invited again', 'declined', undefined],
    ['Active', 'active', ON],
    ['Pending', 'pending', ON],
    ['Flagged', 'flagged', ON],
    ['Deactivated', 'deactivated', ON],
    ['Campaign Ended', 'ended', ON],
  ])('%s', (_label, value, expected) => {
    expect(campaignInvitee(context)(value)).toBe(expected);
  });

  it('without isBroadcaster any name can be picked', () => {
    expect(campaignInvitee({})('anyone')).toBeUndefined();
  });
});

describe('teamMember (spec 01 §5 removing from a team)', () => {
  it.each([
    ['member', 'member', undefined],
    ['not a member', 'fresh', MEMBER],
    ['none chosen', '', MEMBER],
  ])('%s', (_label, value, expected) => {
    expect(teamMember(context)(value)).toBe(expected);
  });

  it('without a membership check nobody is a member', () => {
    expect(teamMember({})('member')).toBe(MEMBER);
  });
});

describe('addableFromTeam (spec 01 §5 adding from the team; decision 116)', () => {
  it.each([
    ['member not on the campaign', 'member', undefined],
    ['not a team member', 'fresh', MEMBER],
    ['member already Active', 'active', ON],
    ['member with a pending invitation may be added', 'invited', undefined],
    ['member who declined may be added', 'declined', undefined],
    ['none chosen', '', MEMBER],
  ])('%s', (_label, value, expected) => {
    expect(addableFromTeam(context)(value)).toBe(expected);
  });
});

describe('teamInvitee and usernameOf', () => {
  it.each([
    ['fresh', undefined],
    ['ghost', VALID],
    ['', VALID],
  ])('teamInvitee %j → %j', (value, expected) => {
    expect(teamInvitee(context)(value)).toBe(expected);
  });

  it.each([
    [' ann ', 'ann'],
    [{ username: 'ann' }, 'ann'],
    [{ username: '' }, undefined],
    [42, undefined],
  ])('usernameOf(%j) → %j', (value, expected) => {
    expect(usernameOf(value)).toBe(expected);
  });
});
