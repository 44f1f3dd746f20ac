import type { Queryable } from '../../db/db.ts';
import { findInviteLink, isExpired } from './invite-links.ts';
import { addBroadcastersToLabel } from '../labels/repositories/label-members-repository.ts';
import { findLabelNamed, findOrCreateLabel } from '../labels/repositories/labels-repository.ts';
import { answerCampaignInvite, answerTeamInvite, setCurrentTeamIfNone } from './repositories/memberships-repository.ts';
import { findUserById } from '../shared/index.ts';
import { recordBroadcasterEvent } from '../campaigns/campaign-events.ts';
import { syncCampaignActions } from '../broadcaster-actions/index.ts';

export interface InviteKeys {
  campaignInviteKey?: string;
  teamInviteKey?: string;
  /**
   * Name of a campaign label (group) to join, from the invite page's query (through the cookie):
   * user input, so it only joins a label of that campaign that exists with exactly this name.
   */
  label?: string;
}

export interface AppliedInvites {
  /** Slug of the campaign the key was for, when it was valid, or null. */
  campaign: string | null;
  /** Id of the team the key was for, when it was valid, or null. */
  team: number | null;
}

/** Label names are 1 to 32 characters (spec 01 §5). */
const LABEL_MAX = 32;

/**
 * Applies the invite keys a broadcaster brought through sign-in (spec 00 §2 Invite pages, §4
 * invite flow), inside the caller's transaction. Unknown or expired keys, keys of ended campaigns
 * and keys brought by managers are ignored.
 * - campaign invite: a status on the campaign, Active when the campaign has auto_active_invites,
 *   otherwise Pending (spec 01 §4); the link's own label (set by a manager) puts the broadcaster
 *   in that campaign group, made when missing, and a label brought from the query joins an
 *   existing group of exactly that name only (decision 231);
 * - team invite: team status Active, and the team becomes their current team if they have none.
 * An existing status is replaced only when it is Invited or Declined: a link does not undo a
 * manager's deactivation or flag (docs/decisions/205). A campaign join writes a broadcaster_joined event.
 */
export async function applyInviteKeys(tx: Queryable, userId: number, keys: InviteKeys, now: Date = new Date()): Promise<AppliedInvites> {
  const applied: AppliedInvites = { campaign: null, team: null };
  const user = await findUserById(tx, userId);
  if (user?.user_type !== 3) return applied;

  if (keys.campaignInviteKey) {
    const link = await findInviteLink(tx, 'campaign', keys.campaignInviteKey);
    const ended = link?.campaign_end_date ? new Date(link.campaign_end_date).getTime() <= now.getTime() : false;
    if (link?.campaign_id && link.campaign_slug && !isExpired(link, now) && !ended) {
      const joined = await answerCampaignInvite(tx, link.campaign_id, userId, link.auto_active_invites ? 'Active' : 'Pending', now);
      // The activity feed shows joins through a link too (issue 10: every action writes an event).
      if (joined) await recordBroadcasterEvent(tx, 'broadcaster_joined', user, { campaignId: link.campaign_id, now });
      const linkLabel = link.label?.trim();
      if (linkLabel && linkLabel.length <= LABEL_MAX) {
        await addBroadcastersToLabel(tx, await findOrCreateLabel(tx, link.campaign_id, linkLabel), [userId]);
      }
      const asked = keys.label?.trim();
      const existing = asked && asked.length <= LABEL_MAX ? await findLabelNamed(tx, link.campaign_id, asked) : undefined;
      if (existing !== undefined) await addBroadcastersToLabel(tx, existing, [userId]);
      await syncCampaignActions(tx, link.campaign_id, now);
      applied.campaign = link.campaign_slug;
    }
  }

  if (keys.teamInviteKey) {
    const link = await findInviteLink(tx, 'team', keys.teamInviteKey);
    if (link?.team_id && !isExpired(link, now)) {
      await answerTeamInvite(tx, link.team_id, userId, now);
      await setCurrentTeamIfNone(tx, userId, link.team_id);
      applied.team = link.team_id;
    }
  }
  return applied;
}
