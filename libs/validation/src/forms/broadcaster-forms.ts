import { addableFromTeam, campaignInvitee, teamInvitee, teamMember } from '../rules/membership.ts';
import type { BroadcasterContext } from '../rules/membership.ts';
import { required } from '../rules/required.ts';
import type { FormRules } from '../types.ts';

/**
 * Spec 01 §5 'Invite a Broadcaster' to a campaign: broadcaster required, then a valid broadcaster who
 * has no pending invitation and is not already on the campaign.
 */
export function inviteBroadcasterForm(context: BroadcasterContext): FormRules<'broadcaster'> {
  return { broadcaster: [required, campaignInvitee(context)] };
}

/** Spec 01 §2/§5 'Invite to Team': broadcaster required and a broadcaster that can be picked. */
export function inviteToTeamForm(context: BroadcasterContext = {}): FormRules<'broadcaster'> {
  return { broadcaster: [required, teamInvitee(context)] };
}

/** Spec 01 §5 'Remove from Team': broadcaster required and a current team member. */
export function removeBroadcasterForm(context: BroadcasterContext): FormRules<'broadcaster'> {
  return { broadcaster: [required, teamMember(context)] };
}

/** Spec 01 §5 'Add a Broadcaster' from the team to a campaign: a team member not already on it. */
export function addFromTeamForm(context: BroadcasterContext): FormRules<'broadcaster'> {
  return { broadcaster: [required, addableFromTeam(context)] };
}

/** Spec 02 §5: broadcaster selection required where offered (e.g. posting to one channel). */
export const broadcasterSelectionForm = {
  broadcaster: [required],
} as const satisfies FormRules;
