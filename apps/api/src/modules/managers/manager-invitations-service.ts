import { DEFAULT_MANAGER_INVITATION_PERMISSIONS } from '@advocate/auth-and-guards/policies';
import { drfErrors, managerInvitationForm, messages } from '@advocate/validation';
import { serverMessages } from '@advocate/validation/server-messages';
import type { Db, Queryable } from '../../db/db.ts';
import { isUniqueViolation } from '../../db/db.ts';
import type { Mail } from '../../mail/mailer.ts';
import { badRequest, notFound } from '../../errors.ts';
import { emailTaken } from '../auth/index.ts';
import { recordManagerActivity } from './manager-activity.ts';
import {
  deleteInvitation,
  findPendingInvitation,
  insertInvitation,
  listInvitationsInScope,
  pendingInvitationForEmail,
  setInvitationTeams,
  updateInvitationLevels,
  type ManagerInvitationRow,
} from './repositories/manager-invitations-repository.ts';
import type { UserRow } from '../shared/index.ts';
import type { ManagerInvitationAnswer, ManagerInvitationBody, ManagerInvitationUpdateBody } from './schemas/managers-schemas.ts';
import { requireEditUsers, requireManager, requireViewUsers } from '../shared/index.ts';
import { newInviteKey } from '../invitations/index.ts';
import { checkGrant, nextTeams, sharesTeam, teamScopeOf, visibleTeams, type TeamScope } from './managers-scope.ts';
import { sha256 } from '../auth/index.ts';

function toAnswer(row: ManagerInvitationRow, scope: TeamScope): ManagerInvitationAnswer {
  return {
    id: row.id,
    email: row.email,
    teams: visibleTeams(row.teams, scope),
    permissions_campaigns: row.permissions_campaigns,
    permissions_teams: row.permissions_teams,
    permissions_users: row.permissions_users,
    user: row.user_id,
  };
}

/** The invitation mail: its link opens the login app's sign-up with the key (decision 345). */
export function managerInvitationMail(to: string, loginUrl: string, key: string, teamNames: string[]): Mail {
  const link = `${loginUrl.replace(/\/+$/, '')}/sign-up?invite=${encodeURIComponent(key)}`;
  return {
    to,
    subject: "You've been invited to manage broadcasters on Advocate",
    text: [
      'Hello,',
      '',
      `You have been invited to become a manager on Advocate${teamNames.length ? ` for ${teamNames.join(', ')}` : ''}.`,
      'Create your account with this email address by opening this link:',
      link,
      '',
      'If you did not expect this invitation, you can ignore this message.',
    ].join('\n'),
  };
}

/** GET manager-invitations/: pending invitations (decision 341); canViewUsers (403). */
export async function listManagerInvitations(db: Queryable, viewer: UserRow): Promise<ManagerInvitationAnswer[]> {
  requireViewUsers(viewer);
  const scope = await teamScopeOf(db, viewer);
  return (await listInvitationsInScope(db, viewer)).map((row) => toAnswer(row, scope));
}

const atLeastOneTeam = (teams: number[]) => {
  if (teams.length === 0) throw badRequest({ teams: [messages.minSelected(1)] });
};

/**
 * POST manager-invitations/: canEditUsers (403); email required, valid, of nobody yet and not
 * already invited (400); at least one team, each within the inviter's scope (400); levels no higher
 * than the inviter's (403, decision 344). Answers the invitation and the key to mail (only its
 * hash is stored).
 */
export async function createManagerInvitation(
  db: Db,
  viewer: UserRow,
  body: ManagerInvitationBody,
  now: Date,
): Promise<{ invitation: ManagerInvitationAnswer; key: string }> {
  requireEditUsers(viewer);
  const email = body.email.trim();
  const errors = drfErrors(managerInvitationForm, { email });
  if (Object.keys(errors).length) throw badRequest(errors);
  const levels = {
    permissions_campaigns: body.permissions_campaigns ?? DEFAULT_MANAGER_INVITATION_PERMISSIONS.permissions_campaigns,
    permissions_teams: body.permissions_teams ?? DEFAULT_MANAGER_INVITATION_PERMISSIONS.permissions_teams,
    permissions_users: body.permissions_users ?? DEFAULT_MANAGER_INVITATION_PERMISSIONS.permissions_users,
  } as const;
  const pending = () => badRequest({ email: [messages.managerInvitationPending] });
  try {
    return await db.transaction(async (tx) => {
      const scope = await teamScopeOf(tx, viewer);
      const teams = await nextTeams(tx, [], body.teams, scope);
      atLeastOneTeam(teams);
      checkGrant(viewer, null, levels);
      if (await emailTaken(tx, email)) throw badRequest({ email: [serverMessages.emailTaken] });
      if (await pendingInvitationForEmail(tx, email)) throw pending();
      const key = newInviteKey();
      const id = await insertInvitation(tx, { ...levels, email, teams, keyHash: sha256(key), invitedBy: viewer.id });
      const row = await findPendingInvitation(tx, id);
      if (!row) throw new Error('invitation not found');
      await recordManagerActivity(tx, viewer.id, now, { action: 'invited', subject: email }, null, row);
      return { invitation: toAnswer(row, scope), key };
    });
  } catch (error) {
    // The unique index on pending addresses catches two simultaneous invitations.
    if (isUniqueViolation(error)) throw pending();
    throw error;
  }
}

/** A pending invitation the viewer may change: visible (else 404) and canEditUsers (else 403). */
async function editableInvitation(db: Queryable, viewer: UserRow, id: number): Promise<{ row: ManagerInvitationRow; scope: TeamScope }> {
  requireManager(viewer);
  const row = await findPendingInvitation(db, id);
  const scope = await teamScopeOf(db, viewer);
  if (!row || !sharesTeam(row.teams, scope)) throw notFound();
  requireEditUsers(viewer);
  return { row, scope };
}

/** PATCH manager-invitations/{id}/: teams and levels; the email cannot change (spec 01 §5). */
export async function updateManagerInvitation(
  db: Db,
  viewer: UserRow,
  id: number,
  body: ManagerInvitationUpdateBody,
  now: Date,
): Promise<ManagerInvitationAnswer> {
  return db.transaction(async (tx) => {
    const { row, scope } = await editableInvitation(tx, viewer, id);
    if (body.email !== undefined && body.email.trim().toLowerCase() !== row.email.toLowerCase()) {
      throw badRequest({ email: [messages.managerEmailLocked] });
    }
    const next = {
      permissions_campaigns: body.permissions_campaigns ?? row.permissions_campaigns,
      permissions_teams: body.permissions_teams ?? row.permissions_teams,
      permissions_users: body.permissions_users ?? row.permissions_users,
    };
    const teams = body.teams === undefined ? row.teams : await nextTeams(tx, row.teams, body.teams, scope);
    atLeastOneTeam(teams);
    checkGrant(viewer, row, next);
    await updateInvitationLevels(tx, id, next);
    if (body.teams !== undefined) await setInvitationTeams(tx, id, teams);
    const updated = await findPendingInvitation(tx, id);
    if (!updated) throw new Error('invitation not found');
    await recordManagerActivity(tx, viewer.id, now, { action: 'invitation_updated', subject: row.email }, row, updated);
    return toAnswer(updated, scope);
  });
}

/** DELETE manager-invitations/{id}/: the link stops working (decision 345); 204. */
export async function deleteManagerInvitation(db: Db, viewer: UserRow, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { row } = await editableInvitation(tx, viewer, id);
    await deleteInvitation(tx, id);
    await recordManagerActivity(tx, viewer.id, now, { action: 'invitation_deleted', subject: row.email }, row, null);
  });
}

/** The names of the teams a manager invitation is for. */
export { teamNames } from './repositories/managers-repository.ts';
