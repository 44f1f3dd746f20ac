import type { Queryable } from '../../../db/db.ts';
import type { PermissionLevels } from './managers-repository.ts';
import type { ScopeUser } from '../../shared/index.ts';

/** A pending manager invitation (spec 01 §3 Manager invitation) with every team it grants. */
export interface ManagerInvitationRow extends PermissionLevels {
  id: number;
  email: string;
  user_id: number | null;
  teams: number[];
}

const SELECT_INVITATION = `SELECT i.id, i.email, i.user_id, i.permissions_campaigns, i.permissions_teams, i.permissions_users,
    coalesce((SELECT array_agg(it.team_id ORDER BY it.team_id) FROM manager_invitation_teams it WHERE it.invitation_id = i.id), '{}') AS teams
  FROM manager_invitations i`;

/**
 * Pending invitations the viewer may see, by email (decision 341): admins all; other managers those
 * granting one of their teams.
 */
export async function listInvitationsInScope(db: Queryable, viewer: ScopeUser): Promise<ManagerInvitationRow[]> {
  const scope = viewer.is_admin
    ? '$1::integer IS NOT NULL'
    : `EXISTS (SELECT 1 FROM manager_invitation_teams it WHERE it.invitation_id = i.id AND it.team_id IN (
         SELECT vt.team_id FROM manager_teams vt JOIN managers vm ON vm.id = vt.manager_id WHERE vm.user_id = $1))`;
  return db.query<ManagerInvitationRow>(`${SELECT_INVITATION} WHERE i.user_id IS NULL AND ${scope} ORDER BY lower(i.email), i.id`, [
    viewer.id,
  ]);
}

/** One pending invitation by id (no scope). */
export async function findPendingInvitation(db: Queryable, id: number): Promise<ManagerInvitationRow | undefined> {
  return (await db.query<ManagerInvitationRow>(`${SELECT_INVITATION} WHERE i.id = $1 AND i.user_id IS NULL`, [id]))[0];
}

/** The pending invitation whose key hashes to `keyHash`, locked until the transaction ends. */
export async function findPendingInvitationByKeyHash(db: Queryable, keyHash: string): Promise<ManagerInvitationRow | undefined> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM manager_invitations WHERE key_hash = $1 AND user_id IS NULL FOR UPDATE', [
    keyHash,
  ]);
  return row ? findPendingInvitation(db, row.id) : undefined;
}

/** Whether a pending invitation to this address exists (case-insensitive). */
export async function pendingInvitationForEmail(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM manager_invitations WHERE lower(email) = lower($1) AND user_id IS NULL LIMIT 1', [email]);
  return rows.length > 0;
}

export async function insertInvitation(
  db: Queryable,
  invitation: PermissionLevels & { email: string; keyHash: string; invitedBy: number; teams: number[] },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO manager_invitations (email, permissions_campaigns, permissions_teams, permissions_users, key_hash, invited_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      invitation.email,
      invitation.permissions_campaigns,
      invitation.permissions_teams,
      invitation.permissions_users,
      invitation.keyHash,
      invitation.invitedBy,
    ],
  );
  await setInvitationTeams(db, row.id, invitation.teams);
  return row.id;
}

/** Replaces the invitation's teams. */
export async function setInvitationTeams(db: Queryable, id: number, teamIds: number[]): Promise<void> {
  await db.query('DELETE FROM manager_invitation_teams WHERE invitation_id = $1', [id]);
  if (teamIds.length) {
    await db.query(
      'INSERT INTO manager_invitation_teams (invitation_id, team_id) SELECT $1, unnest($2::integer[]) ON CONFLICT DO NOTHING',
      [id, teamIds],
    );
  }
}

export async function updateInvitationLevels(db: Queryable, id: number, levels: PermissionLevels): Promise<void> {
  await db.query(
    'UPDATE manager_invitations SET permissions_campaigns = $2, permissions_teams = $3, permissions_users = $4 WHERE id = $1',
    [id, levels.permissions_campaigns, levels.permissions_teams, levels.permissions_users],
  );
}

export async function deleteInvitation(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM manager_invitations WHERE id = $1', [id]);
}

/** Marks the invitation used by `userId` (it no longer counts as pending). */
export async function markInvitationAccepted(db: Queryable, id: number, userId: number, now: Date): Promise<void> {
  await db.query('UPDATE manager_invitations SET user_id = $2, accepted_at = $3 WHERE id = $1', [id, userId, now]);
}
