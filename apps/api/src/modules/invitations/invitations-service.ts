import { serverMessages } from '@advocate/validation/server-messages';
import type { Db } from '../../db/db.ts';
import { badRequest, notFound } from '../../errors.ts';
import {
  findJoinedCampaign,
  findJoinedTeam,
  findOwnCampaignStatus,
  findOwnTeamStatus,
  insertJoinedCampaignStatus,
  listAutoAddCampaigns,
  setCampaignInvitationAnswer,
  setTeamInvitationAnswer,
  type JoinedCampaign,
} from './repositories/invitations-repository.ts';

type JoinedTeam = Awaited<ReturnType<typeof findJoinedTeam>>;
import { setCurrentTeamIfNone } from './repositories/memberships-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { requireBroadcaster } from '../shared/index.ts';
import { syncCampaignActions } from '../broadcaster-actions/index.ts';
import { recordBroadcasterEvent } from '../campaigns/index.ts';

export type InvitationResponse = 'accept' | 'decline';

/** The invitation already answered (or the broadcaster is on the campaign some other way). */
const alreadyAnswered = () => badRequest({ non_field_errors: [serverMessages.invitationAnswered] });

/**
 * PATCH campaigns/{slug}/{accept|decline}/ (spec 02 §4, §7): the invited broadcaster answers.
 * Accept gives Active when the campaign has auto_active_invites, else Pending (spec 01 §4), and
 * answers the campaign as GET campaigns/ lists it; decline gives Declined. One event each, in the
 * transaction of the change. A campaign they have no status on is not theirs to answer: 404.
 * An invitation of a campaign that has ended can only be declined (decision 351).
 */
async function answerCampaignInvitation(
  db: Db,
  user: UserRow,
  slug: string,
  response: InvitationResponse,
  now: Date,
): Promise<JoinedCampaign | null> {
  requireBroadcaster(user);
  return db.transaction(async (tx) => {
    const target = await findOwnCampaignStatus(tx, user.id, slug);
    if (!target) throw notFound();
    if (target.status !== 'Invited') throw alreadyAnswered();
    const at = { campaignId: target.id, now };
    if (response === 'decline') {
      await setCampaignInvitationAnswer(tx, target.id, user.id, 'Declined', now);
      await recordBroadcasterEvent(tx, 'invite_declined', user, at);
      return null;
    }
    if (target.end_date !== null && new Date(target.end_date).getTime() <= now.getTime()) {
      throw badRequest({ non_field_errors: [serverMessages.invitationCampaignEnded] });
    }
    await setCampaignInvitationAnswer(tx, target.id, user.id, target.auto_active_invites ? 'Active' : 'Pending', now);
    await recordBroadcasterEvent(tx, 'invite_accepted', user, at);
    await syncCampaignActions(tx, target.id, now);
    return findJoinedCampaign(tx, target.id, user.id);
  });
}

/**
 * PATCH teams/{id}/{accept|decline}/ (spec 02 §4, §7). Accept makes them an Active member, their
 * current team when they have none, and puts them on the team's running campaigns that add team
 * members by themselves (team_auto_add), with one broadcaster_joined event each (decision 352).
 */
async function answerTeamInvitation(db: Db, user: UserRow, teamId: number, response: InvitationResponse, now: Date) {
  requireBroadcaster(user);
  if (teamId > 2147483647) throw notFound();
  return db.transaction(async (tx) => {
    const target = await findOwnTeamStatus(tx, user.id, teamId);
    if (!target) throw notFound();
    if (target.status !== 'Invited') throw alreadyAnswered();
    if (response === 'decline') {
      await setTeamInvitationAnswer(tx, teamId, user.id, 'Declined', now);
      return null;
    }
    await setTeamInvitationAnswer(tx, teamId, user.id, 'Active', now);
    await setCurrentTeamIfNone(tx, user.id, teamId);
    for (const campaign of await listAutoAddCampaigns(tx, teamId, user.id, now)) {
      await insertJoinedCampaignStatus(tx, campaign.id, user.id, campaign.auto_active_invites ? 'Active' : 'Pending', now);
      await recordBroadcasterEvent(tx, 'broadcaster_joined', user, { campaignId: campaign.id, now });
      await syncCampaignActions(tx, campaign.id, now);
    }
    return findJoinedTeam(tx, teamId);
  });
}

/** Accept a campaign invitation; answers the campaign as GET campaigns/ lists it. */
export async function acceptCampaignInvitation(db: Db, user: UserRow, slug: string, now: Date): Promise<JoinedCampaign> {
  return (await answerCampaignInvitation(db, user, slug, 'accept', now)) as JoinedCampaign;
}

/** Decline a campaign invitation. */
export async function declineCampaignInvitation(db: Db, user: UserRow, slug: string, now: Date): Promise<void> {
  await answerCampaignInvitation(db, user, slug, 'decline', now);
}

/** Accept a team invitation; answers the team as GET teams/ lists it. */
export async function acceptTeamInvitation(db: Db, user: UserRow, teamId: number, now: Date): Promise<JoinedTeam> {
  return (await answerTeamInvitation(db, user, teamId, 'accept', now)) as JoinedTeam;
}

/** Decline a team invitation. */
export async function declineTeamInvitation(db: Db, user: UserRow, teamId: number, now: Date): Promise<void> {
  await answerTeamInvitation(db, user, teamId, 'decline', now);
}

/** A broadcaster's open campaign and team invitations. */
export { listCampaignInvitations, listTeamInvitations } from './repositories/invitations-repository.ts';
