import { mayChangeManager } from '@advocate/auth-and-guards/policies';
import { drfErrors, managerEditForm } from '@advocate/validation';
import { serverMessages } from '@advocate/validation/server-messages';
import type { Db, Queryable } from '../../db/db.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { emailTaken } from '../auth/index.ts';
import {
  findManager,
  listManagersInScope,
  setManagerTeams,
  updateManagerUser,
  type ManagerRow,
} from './repositories/managers-repository.ts';
import type { UserRow } from '../shared/index.ts';
import type { ManagerAnswer, ManagerUpdateBody } from './schemas/managers-schemas.ts';
import { requireEditUsers, requireManager, requireViewUsers } from '../shared/index.ts';
import { endOtherCredentials } from '../auth/index.ts';
import { recordManagerActivity } from './manager-activity.ts';
import { checkGrant, checkSelfChange, nextTeams, sharesTeam, teamScopeOf, visibleTeams, type TeamScope } from './managers-scope.ts';

/** Spec 01 §3 Manager as the viewer may see it (decision 340). */
function toAnswer(row: ManagerRow, scope: TeamScope): ManagerAnswer {
  return {
    id: row.id,
    teams: visibleTeams(row.teams, scope),
    user: {
      id: row.user_id,
      email: row.email,
      is_active: row.is_active,
      is_admin: row.is_admin,
      permissions_campaigns: row.permissions_campaigns,
      permissions_teams: row.permissions_teams,
      permissions_users: row.permissions_users,
    },
  };
}

/** GET managers/: canViewUsers (403); admins see every manager, others those sharing a team (decision 340). */
export async function listManagers(db: Queryable, viewer: UserRow): Promise<ManagerAnswer[]> {
  requireViewUsers(viewer);
  const scope = await teamScopeOf(db, viewer);
  return (await listManagersInScope(db, viewer)).map((row) => toAnswer(row, scope));
}

/**
 * The manager `id` when the viewer may change it: visible (else 404) and canEditUsers (else 403);
 * only admins change admins (decision 343).
 */
async function editableManager(db: Queryable, viewer: UserRow, id: number): Promise<{ row: ManagerRow; scope: TeamScope }> {
  requireManager(viewer);
  const row = await findManager(db, id, true);
  const scope = await teamScopeOf(db, viewer);
  if (!row || !(row.user_id === viewer.id || sharesTeam(row.teams, scope))) throw notFound();
  requireEditUsers(viewer);
  if (!mayChangeManager(viewer, row)) throw forbidden();
  return { row, scope };
}

/**
 * PATCH managers/{id}/ (spec 01 §7 managers update): teams, email (required and valid; only admins
 * change it, decision 346), levels, and `user.is_active` for the soft removal and reactivation
 * (spec 01 §4). Removal ends the removed manager's sign-in tokens and API key in the same
 * transaction. A manager cannot remove or demote themselves (decision 343).
 */
export async function updateManager(db: Db, viewer: UserRow, id: number, body: ManagerUpdateBody, now: Date): Promise<ManagerAnswer> {
  return db.transaction(async (tx) => {
    const { row, scope } = await editableManager(tx, viewer, id);
    const user = body.user ?? {};
    if (user.email !== undefined) {
      const errors = drfErrors(managerEditForm, { user: { email: user.email.trim() } });
      if (Object.keys(errors).length) throw badRequest(errors);
    }
    const email = user.email?.trim() ?? row.email;
    const emailChanged = email !== row.email;
    const teams = body.teams === undefined ? row.teams : await nextTeams(tx, row.teams, body.teams, scope);
    const next = {
      permissions_campaigns: user.permissions_campaigns ?? row.permissions_campaigns,
      permissions_teams: user.permissions_teams ?? row.permissions_teams,
      permissions_users: user.permissions_users ?? row.permissions_users,
      is_active: user.is_active ?? row.is_active,
      teams,
    };
    if (row.user_id === viewer.id) checkSelfChange(row, next);
    checkGrant(viewer, row, next);
    if (emailChanged && !viewer.is_admin) throw forbidden();
    if (emailChanged && (await emailTaken(tx, email, row.user_id))) throw badRequest({ 'user.email': [serverMessages.emailTaken] });
    await updateManagerUser(tx, row.user_id, { ...next, email, emailChanged });
    if (body.teams !== undefined) await setManagerTeams(tx, row.id, teams);
    if (row.is_active && !next.is_active) await endOtherCredentials(tx, row.user_id);
    const updated = await findManager(tx, row.id);
    if (!updated) throw new Error('updated manager not found');
    const action = row.is_active && !updated.is_active ? 'removed' : !row.is_active && updated.is_active ? 'reactivated' : 'updated';
    await recordManagerActivity(tx, viewer.id, now, { action, subject: updated.email }, row, updated);
    return toAnswer(updated, scope);
  });
}

/** DELETE managers/{id}/: the soft removal of PATCH `user.is_active=false` (decision 347); 204. */
export async function removeManager(db: Db, viewer: UserRow, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { row } = await editableManager(tx, viewer, id);
    if (row.user_id === viewer.id) throw forbidden(serverMessages.cannotChangeSelf);
    if (!row.is_active) return;
    await updateManagerUser(tx, row.user_id, { ...row, is_active: false, emailChanged: false });
    await endOtherCredentials(tx, row.user_id);
    await recordManagerActivity(tx, viewer.id, now, { action: 'removed', subject: row.email }, row, { ...row, is_active: false });
  });
}
