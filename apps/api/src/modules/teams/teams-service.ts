import { drfErrors, messages, teamSettingsForm } from '@advocate/validation';
import type { Db } from '../../db/db.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { badRequest } from '../../errors.ts';
import {
  deactivateOnTeamCampaigns,
  deactivateTeamMember,
  detachFromTeam,
  findTeamCandidate,
  findTeamInviteLinkValidAt,
  markTeamInvited,
} from './repositories/team-members-repository.ts';
import { findTeamDetail, updateTeamSettings, type TeamDetail } from './repositories/teams-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { editableTeam, requireManager, visibleTeam } from '../shared/index.ts';
import { dispatchMail } from '../auth/index.ts';
import { recordBroadcasterEvent } from '../campaigns/index.ts';
import { syncCampaignActions } from '../broadcaster-actions/index.ts';
import { createInviteLink } from '../invitations/index.ts';
import { teamInvitationMail } from './team-invite-mail.ts';
import { recordActivity } from '../activity/index.ts';

type Log = { error: (obj: object, msg: string) => void };

/** GET teams/{id}/: any user who may see the team (managers of it, its Active members). */
export async function readTeam(db: Db, user: UserRow, id: number): Promise<TeamDetail> {
  await visibleTeam(db, user, id);
  return (await findTeamDetail(db, id)) as TeamDetail;
}

/** PATCH teams/{id}/: name and seconds_per_impression with the rules of libs/validation (spec 01 §5). */
export async function updateTeam(
  db: Db,
  user: UserRow,
  id: number,
  body: { name: string; seconds_per_impression: number },
  now: Date,
): Promise<TeamDetail> {
  const team = await editableTeam(db, user, id);
  const values = { name: body.name.trim(), seconds_per_impression: body.seconds_per_impression };
  const errors = drfErrors(teamSettingsForm, values);
  if (Object.keys(errors).length) throw badRequest(errors);
  return db.transaction(async (tx) => {
    await updateTeamSettings(tx, id, { name: values.name, secondsPerImpression: values.seconds_per_impression });
    await recordActivity(tx, user.id, {
      at: now,
      kind: 'team',
      action: 'settings_updated',
      place: { teamId: id },
      subject: values.name,
      before: { name: team.name, seconds_per_impression: team.seconds_per_impression },
      after: values,
    });
    return (await findTeamDetail(tx, id)) as TeamDetail;
  });
}

/**
 * PATCH teams/{id}/invite/: the broadcaster becomes Invited and gets the invitation mail (after the
 * commit; a mail failure is logged, the invitation stands). A current member answers 400 (decision 314).
 */
export async function inviteToTeam(
  ctx: { db: Db; mailer: Mailer; now: Date; creatorUrl: string; log: Log },
  user: UserRow,
  teamId: number,
  username: string,
): Promise<{ username: string }> {
  const team = await editableTeam(ctx.db, user, teamId);
  const candidate = username.trim() ? await findTeamCandidate(ctx.db, teamId, username.trim()) : undefined;
  if (!candidate) throw badRequest({ broadcaster: [messages.selectValidBroadcaster] });
  if (candidate.team_status === 'Active') throw badRequest({ broadcaster: [messages.alreadyOnTeam] });
  await ctx.db.transaction(async (tx) => {
    // The membership as it was (Invited, Declined, Deactivated, or none), read in the transaction.
    const prior = await findTeamCandidate(tx, teamId, candidate.username);
    await markTeamInvited(tx, teamId, candidate.id, user.id, ctx.now);
    const invitation = (status: string | null | undefined, at: Date | null | undefined) => ({
      status: status ?? null,
      invited_at: at ? new Date(at).toISOString() : null,
    });
    await recordActivity(tx, user.id, {
      at: ctx.now,
      kind: 'team',
      action: 'broadcaster_invited',
      place: { teamId },
      subject: candidate.username,
      before: prior?.team_status ? invitation(prior.team_status, prior.invited_at) : null,
      after: invitation('Invited', ctx.now),
    });
  });
  if (candidate.email) {
    await dispatchMail(ctx.mailer, teamInvitationMail(candidate.email, ctx.creatorUrl, team, candidate.username), ctx.log);
  }
  return { username: candidate.username };
}

/**
 * PATCH teams/{id}/remove/: the member's team status becomes Deactivated, they leave the team's
 * squads, and they are Deactivated on every campaign of the team that has not ended, with one
 * broadcaster_deactivated event each (spec 01 §4; decision 312) — all in one transaction.
 */
export async function removeFromTeam(
  db: Db,
  user: UserRow,
  teamId: number,
  username: string,
  now: Date,
): Promise<{ username: string; campaigns: number[] }> {
  await editableTeam(db, user, teamId);
  const candidate = username.trim() ? await findTeamCandidate(db, teamId, username.trim()) : undefined;
  if (!candidate || candidate.team_status !== 'Active') throw badRequest({ broadcaster: [messages.selectValidTeamMember] });
  return db.transaction(async (tx) => {
    if (!(await deactivateTeamMember(tx, teamId, candidate.id, now))) throw badRequest({ broadcaster: [messages.selectValidTeamMember] });
    await detachFromTeam(tx, teamId, candidate.id);
    const campaigns = await deactivateOnTeamCampaigns(tx, teamId, candidate.id, now);
    await recordActivity(tx, user.id, {
      at: now,
      kind: 'team',
      action: 'broadcaster_removed',
      place: { teamId },
      subject: candidate.username,
      before: { status: 'Active' },
      after: { status: 'Deactivated' },
    });
    for (const campaignId of campaigns) {
      await recordBroadcasterEvent(tx, 'broadcaster_deactivated', { id: candidate.id, username: candidate.username }, { campaignId, now });
      await syncCampaignActions(tx, campaignId, now);
    }
    return { username: candidate.username, campaigns };
  });
}

/** How long a team invite link made by GET invite_code/ lasts, and how long a reused one must still last (decision 315). */
export const TEAM_INVITE_LINK_DAYS = 7;
export const TEAM_INVITE_LINK_MIN_LEFT_HOURS = 24;

/**
 * GET teams/{id}/invite_code/: the team's /join/{key} link. Managers of the team only; the team's
 * newest link is reused while it has a day left, else a new one is made (decision 315). 'See Sent
 * Invites' is visible to all managers (spec 01 §2), so any manager of the team may read it.
 */
export async function teamInviteLink(db: Db, user: UserRow, teamId: number, now: Date): Promise<{ key: string; expires_at: string }> {
  requireManager(user);
  await visibleTeam(db, user, teamId);
  const minLeft = new Date(now.getTime() + TEAM_INVITE_LINK_MIN_LEFT_HOURS * 3_600_000);
  const current = await findTeamInviteLinkValidAt(db, teamId, minLeft);
  if (current) return { key: current.key, expires_at: new Date(current.expires_at).toISOString() };
  const expiresAt = new Date(now.getTime() + TEAM_INVITE_LINK_DAYS * 86_400_000);
  const key = await createInviteLink(db, { teamId }, { expiresAt, createdBy: user.id });
  return { key, expires_at: expiresAt.toISOString() };
}

/** The teams a user sees, with their figures; a team's members with their statuses. */
export { listTeamSummaries } from './repositories/teams-repository.ts';
export { listTeamStatuses } from './repositories/team-members-repository.ts';
