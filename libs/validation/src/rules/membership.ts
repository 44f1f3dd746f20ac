import { messages } from '../messages.ts';
import type { Rule } from '../types.ts';
import { isEmpty } from '../values.ts';

/** Broadcaster statuses on a campaign, spec 01 §4 / 02 §4. */
export type CampaignStatus = 'Invited' | 'Declined' | 'Pending' | 'Active' | 'Flagged' | 'Deactivated' | 'Campaign Ended';

/** What the broadcaster-picking rules need to know; the UI reads it from its lists, the API from the database. */
export interface BroadcasterContext {
  /** The broadcaster's status on the campaign, undefined (or null) when they have none. */
  campaignStatusOf?: (username: string) => CampaignStatus | string | null | undefined;
  /** Whether the username is a current member of the team (team status 'Active'). */
  isTeamMember?: (username: string) => boolean;
  /** Whether the username names a broadcaster that can be picked; any non-empty name when left out. */
  isBroadcaster?: (username: string) => boolean;
}

/** The picked broadcaster's username, from a name or a picked `{ username }` suggestion. */
export function usernameOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'object' && value !== null && typeof (value as { username?: unknown }).username === 'string') {
    return usernameOf((value as { username: string }).username);
  }
  return undefined;
}

/**
 * Spec 01 §5, inviting to a campaign: none chosen → 'Please select a valid broadcaster!'; status Invited →
 * 'This broadcaster already has a pending invitation!'; any other status but Declined →
 * 'This broadcaster is already on this campaign!'.
 */
export function campaignInvitee(context: BroadcasterContext): Rule {
  return (value) => {
    const username = usernameOf(value);
    if (username === undefined || (context.isBroadcaster && !context.isBroadcaster(username))) {
      return messages.selectValidBroadcaster;
    }
    const status = context.campaignStatusOf?.(username);
    if (status === 'Invited') return messages.pendingInvitation;
    if (!isEmpty(status) && status !== 'Declined') return messages.alreadyOnCampaign;
    return undefined;
  };
}

/** Spec 01 §5, removing from a team: the broadcaster must be a current member, else 'Please select a valid team member!'. */
export function teamMember(context: BroadcasterContext): Rule {
  return (value) => {
    const username = usernameOf(value);
    if (username === undefined || !context.isTeamMember?.(username)) return messages.selectValidTeamMember;
    return undefined;
  };
}

/**
 * Spec 01 §5, adding from the team to a campaign: 'Please select a valid team member!' if not a team member;
 * 'This broadcaster is already on this campaign!' if on it. A pending invitation or a declined one does
 * not count as on it: adding the member directly is what the manager asks for (decision 116).
 */
export function addableFromTeam(context: BroadcasterContext): Rule {
  const member = teamMember(context);
  return (value, allValues) => {
    const notMember = member(value, allValues);
    if (notMember) return notMember;
    const status = context.campaignStatusOf?.(usernameOf(value) as string);
    if (!isEmpty(status) && status !== 'Declined' && status !== 'Invited') return messages.alreadyOnCampaign;
    return undefined;
  };
}

/** Team invite: a broadcaster that can be picked, else 'Please select a valid broadcaster!'. */
export function teamInvitee(context: BroadcasterContext): Rule {
  return (value) => {
    const username = usernameOf(value);
    if (username === undefined || (context.isBroadcaster && !context.isBroadcaster(username))) {
      return messages.selectValidBroadcaster;
    }
    return undefined;
  };
}
