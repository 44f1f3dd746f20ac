import type { Queryable } from '../../../db/db.ts';
import type { ScopeUser } from '../../shared/index.ts';

/** The permission levels of spec 01 §6 as stored on users. */
export interface PermissionLevels {
  permissions_campaigns: 0 | 1;
  permissions_teams: 0 | 1;
  permissions_users: 0 | 1 | 2;
}

/** A manager row (spec 01 §3 Manager) with every team it holds; scope is applied by the service. */
export interface ManagerRow extends PermissionLevels {
  id: number;
  user_id: number;
  email: string;
  username: string;
  is_active: boolean;
  is_admin: boolean;
  teams: number[];
}

const SELECT_MANAGER = `SELECT m.id, u.id AS user_id, u.email, u.username, u.is_active, u.is_admin,
    u.permissions_campaigns, u.permissions_teams, u.permissions_users,
    coalesce((SELECT array_agg(mt.team_id ORDER BY mt.team_id) FROM manager_teams mt WHERE mt.manager_id = m.id), '{}') AS teams
  FROM managers m JOIN users u ON u.id = m.user_id`;

/** Team ids the manager whose user id is `userId` is scoped to. */
export async function managerTeamIdsOfUser(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<{ team_id: number }>(
    'SELECT mt.team_id FROM manager_teams mt JOIN managers m ON m.id = mt.manager_id WHERE m.user_id = $1 ORDER BY mt.team_id',
    [userId],
  );
  return rows.map((r) => r.team_id);
}

/**
 * Every manager the viewer may see, by email (decision 340): admins all; other managers themselves
 * plus those sharing a team with them. Removed (inactive) managers are included.
 */
export async function listManagersInScope(db: Queryable, viewer: ScopeUser): Promise<ManagerRow[]> {
  if (viewer.is_admin)
    return db.query<ManagerRow>(`${SELECT_MANAGER} WHERE $1::integer IS NOT NULL ORDER BY lower(u.email), m.id`, [viewer.id]);
  return db.query<ManagerRow>(
    `${SELECT_MANAGER} WHERE u.id = $1 OR EXISTS (
       SELECT 1 FROM manager_teams mt WHERE mt.manager_id = m.id AND mt.team_id IN (
         SELECT vt.team_id FROM manager_teams vt JOIN managers vm ON vm.id = vt.manager_id WHERE vm.user_id = $1))
     ORDER BY lower(u.email), m.id`,
    [viewer.id],
  );
}

/** One manager by id, with every team (no scope), locked for update when `lock`. */
export async function findManager(db: Queryable, id: number, lock = false): Promise<ManagerRow | undefined> {
  if (lock) await db.query('SELECT 1 FROM users WHERE id = (SELECT user_id FROM managers WHERE id = $1) FOR UPDATE', [id]);
  return (await db.query<ManagerRow>(`${SELECT_MANAGER} WHERE m.id = $1`, [id]))[0];
}

/** Replaces the manager's teams. */
export async function setManagerTeams(db: Queryable, managerId: number, teamIds: number[]): Promise<void> {
  await db.query('DELETE FROM manager_teams WHERE manager_id = $1', [managerId]);
  if (teamIds.length) {
    await db.query('INSERT INTO manager_teams (manager_id, team_id) SELECT $1, unnest($2::integer[]) ON CONFLICT DO NOTHING', [
      managerId,
      teamIds,
    ]);
  }
}

/** Stores the manager user's email (and username when it was the email), levels and active flag. */
export async function updateManagerUser(
  db: Queryable,
  userId: number,
  change: PermissionLevels & { email: string; emailChanged: boolean; is_active: boolean },
): Promise<void> {
  await db.query(
    `UPDATE users SET permissions_campaigns = $2, permissions_teams = $3, permissions_users = $4, is_active = $5,
       username = CASE WHEN $7 AND lower(username) = lower(email) THEN $6 ELSE username END,
       email = $6, email_verified = CASE WHEN $7 THEN false ELSE email_verified END
     WHERE id = $1`,
    [
      userId,
      change.permissions_campaigns,
      change.permissions_teams,
      change.permissions_users,
      change.is_active,
      change.email,
      change.emailChanged,
    ],
  );
}

/** Makes the user a manager (its managers row); answers the manager id. */
export async function insertManager(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO managers (user_id) VALUES ($1) ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id RETURNING id',
    [userId],
  );
  return row.id;
}

/** The ids among `teamIds` that name existing teams. */
export async function existingTeamIds(db: Queryable, teamIds: number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM teams WHERE id = ANY($1::integer[])', [teamIds]);
  return rows.map((r) => r.id);
}

/** The names of these teams, by name. */
export async function teamNames(db: Queryable, teamIds: number[]): Promise<string[]> {
  const rows = await db.query<{ name: string }>('SELECT name FROM teams WHERE id = ANY($1::integer[]) ORDER BY name', [teamIds]);
  return rows.map((r) => r.name);
}
