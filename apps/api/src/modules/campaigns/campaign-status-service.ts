import { messages } from '@advocate/validation';
import type { Db, Queryable } from '../../db/db.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { badRequest } from '../../errors.ts';
import {
  findCampaignCandidate,
  findCampaignInviteLinkValidAt,
  listCampaignStatuses,
  markCampaignInvited,
  moveCampaignStatus,
  placeOnCampaign,
  type CampaignCandidate,
  type CampaignStatus,
  type CampaignStatusRow,
} from './repositories/campaign-status-repository.ts';
import type { CampaignRef } from './repositories/campaigns-repository.ts';
import type { UserRow } from '../shared/repositories/users-repository.ts';
import { campaignEnded, editableCampaign, requireManager, visibleCampaign } from '../shared/access.ts';
import { syncCampaignActions } from '../broadcaster-actions/index.ts';
import { dispatchMail } from '../auth/index.ts';
import { recordBroadcasterEvent } from './campaign-events.ts';
import { recordActivity } from '../activity/index.ts';
import { campaignInvitationMail } from '../invitations/campaign-invite-mail.ts';
import { createInviteLink } from '../invitations/invite-keys.ts';

/** The status calls of spec 01 §7 `PATCH campaigns/{slug}/{status}/`. */
export const CAMPAIGN_STATUS_ACTIONS = ['invite', 'add_from_team', 'activate', 'deactivate'] as const;
export type CampaignStatusAction = (typeof CAMPAIGN_STATUS_ACTIONS)[number];

/** Statuses that count as inactive and can be activated (spec 01 §4). */
export const ACTIVATABLE: readonly CampaignStatus[] = ['Flagged', 'Deactivated', 'Pending', 'Campaign Ended'];
/** Statuses that put a broadcaster on the campaign (everything but an invitation). */
const ON_CAMPAIGN: readonly CampaignStatus[] = ['Pending', 'Active', 'Flagged', 'Deactivated', 'Campaign Ended'];

type Log = { error: (obj: object, msg: string) => void };
export interface StatusContext {
  db: Db;
  mailer: Mailer;
  now: Date;
  creatorUrl: string;
  log: Log;
}

const refuse = (message: string) => badRequest({ broadcaster: [message] });

/**
 * A campaign the manager may change now: in scope (404), canEditCampaigns (403), not ended (400,
 * decision 330). Broadcasters get 403 before any lookup.
 */
export async function changeableCampaign(db: Queryable, user: UserRow, slug: string, now: Date): Promise<CampaignRef> {
  requireManager(user);
  const campaign = await editableCampaign(db, user, slug);
  if (campaignEnded(campaign, now)) throw badRequest({ non_field_errors: [messages.campaignEnded] });
  return campaign;
}

/** Why `action` may not be applied to this candidate (spec 01 §5), or null when it may. */
function refusal(action: CampaignStatusAction, candidate: CampaignCandidate): string | null {
  const status = candidate.campaign_status;
  switch (action) {
    case 'invite':
      if (status === 'Invited') return messages.pendingInvitation;
      if (status !== null && status !== 'Declined') return messages.alreadyOnCampaign;
      return null;
    case 'add_from_team':
      if (candidate.team_status !== 'Active') return messages.selectValidTeamMember;
      if (status !== null && ON_CAMPAIGN.includes(status)) return messages.alreadyOnCampaign;
      return null;
    case 'activate':
      return status !== null && ACTIVATABLE.includes(status) ? null : messages.notInactiveBroadcaster;
    case 'deactivate':
      return status === 'Active' ? null : messages.notActiveBroadcaster;
  }
}

/** The write of each action, false when the row changed under us (the caller answers the refusal). */
function write(
  tx: Queryable,
  action: CampaignStatusAction,
  campaign: CampaignRef,
  candidate: CampaignCandidate,
  user: UserRow,
  now: Date,
): Promise<boolean> {
  switch (action) {
    case 'invite':
      return markCampaignInvited(tx, campaign.id, candidate.id, user.id, now);
    case 'add_from_team':
      return placeOnCampaign(tx, campaign.id, candidate.id, campaign.auto_active_invites ? 'Active' : 'Pending', user.id, now);
    case 'activate':
      return moveCampaignStatus(tx, campaign.id, candidate.id, ACTIVATABLE, 'Active', now);
    case 'deactivate':
      return moveCampaignStatus(tx, campaign.id, candidate.id, ['Active'], 'Deactivated', now);
  }
}

/** The status an action leaves the broadcaster in (the activity log's after). */
function statusAfter(action: CampaignStatusAction, campaign: CampaignRef): string {
  switch (action) {
    case 'invite':
      return 'Invited';
    case 'add_from_team':
      return campaign.auto_active_invites ? 'Active' : 'Pending';
    case 'activate':
      return 'Active';
    case 'deactivate':
      return 'Deactivated';
  }
}

const eventOf = {
  invite: 'invite_sent',
  add_from_team: 'broadcaster_added',
  activate: 'broadcaster_activated',
  deactivate: 'broadcaster_deactivated',
} as const;

/**
 * PATCH campaigns/{slug}/{invite|add_from_team|activate|deactivate}/ {broadcaster}: checks the
 * rules of spec 01 §5 (answered as a `broadcaster` field error), then writes the status and its
 * campaign event in one transaction. An invite mails the broadcaster after the commit (a mail
 * failure is logged; the invitation stands). Answers the broadcaster's new status row.
 */
export async function changeCampaignStatus(
  ctx: StatusContext,
  user: UserRow,
  slug: string,
  action: CampaignStatusAction,
  username: string,
): Promise<CampaignStatusRow> {
  const campaign = await changeableCampaign(ctx.db, user, slug, ctx.now);
  const name = username.trim();
  const candidate = await ctx.db.transaction(async (tx) => {
    const found = name ? await findCampaignCandidate(tx, campaign.id, name) : undefined;
    if (!found) throw refuse(action === 'add_from_team' ? messages.selectValidTeamMember : messages.selectValidBroadcaster);
    const refused = refusal(action, found);
    if (refused) throw refuse(refused);
    if (!(await write(tx, action, campaign, found, user, ctx.now))) {
      // Changed since we read it: answer what the current status says.
      const again = await findCampaignCandidate(tx, campaign.id, name);
      throw refuse((again && refusal(action, again)) ?? messages.selectValidBroadcaster);
    }
    await recordBroadcasterEvent(
      tx,
      eventOf[action],
      { id: found.id, username: found.username },
      { campaignId: campaign.id, now: ctx.now },
    );
    await recordActivity(tx, user.id, {
      at: ctx.now,
      kind: 'campaign',
      action: eventOf[action],
      place: { campaignId: campaign.id },
      subject: found.username,
      before: { status: found.campaign_status },
      after: { status: statusAfter(action, campaign) },
    });
    await syncCampaignActions(tx, campaign.id, ctx.now);
    return found;
  });
  if (action === 'invite' && candidate.email) {
    await dispatchMail(ctx.mailer, campaignInvitationMail(candidate.email, ctx.creatorUrl, campaign, candidate.username), ctx.log);
  }
  const [row] = await listCampaignStatuses(ctx.db, campaign.id, [candidate.username]);
  return row;
}

/** GET campaigns/{slug}/get_statuses/: any manager who may see the campaign. */
export async function readCampaignStatuses(db: Db, user: UserRow, slug: string): Promise<CampaignStatusRow[]> {
  requireManager(user);
  const campaign = await visibleCampaign(db, user, slug);
  return listCampaignStatuses(db, campaign.id);
}

/** How long a campaign invite link lasts, and how long a reused one must still last (decision 335). */
export const CAMPAIGN_INVITE_LINK_DAYS = 7;
export const CAMPAIGN_INVITE_LINK_MIN_LEFT_HOURS = 24;

/**
 * GET campaigns/{slug}/invite_code/: the campaign's /invite/{key} link, for editors of a running
 * campaign (the link is shown on Management only). The newest link is reused while it has a day
 * left, else a new one is made (decision 335).
 */
export async function campaignInviteLink(db: Db, user: UserRow, slug: string, now: Date): Promise<{ key: string; expires_at: string }> {
  const campaign = await changeableCampaign(db, user, slug, now);
  const minLeft = new Date(now.getTime() + CAMPAIGN_INVITE_LINK_MIN_LEFT_HOURS * 3_600_000);
  const current = await findCampaignInviteLinkValidAt(db, campaign.id, minLeft);
  if (current) return { key: current.key, expires_at: new Date(current.expires_at).toISOString() };
  const expiresAt = new Date(now.getTime() + CAMPAIGN_INVITE_LINK_DAYS * 86_400_000);
  const key = await createInviteLink(db, { campaignId: campaign.id }, { expiresAt, createdBy: user.id });
  return { key, expires_at: expiresAt.toISOString() };
}
