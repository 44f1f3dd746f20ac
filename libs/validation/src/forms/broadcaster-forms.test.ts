import { describe, expect, it } from 'vitest';
import { validateForm } from '../engine/validate.ts';
import type { BroadcasterContext } from '../rules/membership.ts';
import {
  addFromTeamForm,
  broadcasterSelectionForm,
  inviteBroadcasterForm,
  inviteToTeamForm,
  removeBroadcasterForm,
} from './broadcaster-forms.ts';

const R = 'Required Field';

describe('broadcaster forms (spec 01 §5)', () => {
  const context: BroadcasterContext = {
    campaignStatusOf: (u) => ({ inv: 'Invited', act: 'Active' })[u],
    isTeamMember: (u) => u === 'mem' || u === 'act',
    isBroadcaster: (u) => ['inv', 'act', 'mem', 'new'].includes(u),
  };
  it.each([
    ['invite: empty', inviteBroadcasterForm(context), '', R],
    ['invite: not a broadcaster', inviteBroadcasterForm(context), 'zzz', 'Please select a valid broadcaster!'],
    ['invite: pending', inviteBroadcasterForm(context), 'inv', 'This broadcaster already has a pending invitation!'],
    ['invite: on campaign', inviteBroadcasterForm(context), 'act', 'This broadcaster is already on this campaign!'],
    ['invite: ok', inviteBroadcasterForm(context), 'new', undefined],
    ['team invite: ok', inviteToTeamForm(context), 'new', undefined],
    ['team invite: empty', inviteToTeamForm(), '', R],
    ['remove: not member', removeBroadcasterForm(context), 'new', 'Please select a valid team member!'],
    ['remove: member', removeBroadcasterForm(context), 'mem', undefined],
    ['add from team: not member', addFromTeamForm(context), 'new', 'Please select a valid team member!'],
    ['add from team: already on', addFromTeamForm(context), 'act', 'This broadcaster is already on this campaign!'],
    ['add from team: ok', addFromTeamForm(context), 'mem', undefined],
    ['selection required (02 §5)', broadcasterSelectionForm, '', R],
  ])('%s', (_label, form, broadcaster, expected) => {
    expect(validateForm(form, { broadcaster }).broadcaster).toBe(expected);
  });
});
