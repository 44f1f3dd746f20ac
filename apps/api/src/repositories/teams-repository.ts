import type { CurrentTeam, TeamSummary } from '@advocate/api-client';
import type { Queryable } from '../db/db.ts';
import { teamScopeSql, type ScopeUser } from './scope-sql.ts';

/** Ids of the teams the user may see, by name. */
export async function visibleTeamIds(db: Queryable, user: ScopeUser): Promise<number[]> {
  const rows = await db.query<{ id: number }>(`SELECT t.id FROM teams t WHERE ${teamScopeSql(user)} ORDER BY t.name, t.id`, [user.id]);
  return rows.map((r) => r.id);
}

/** The teams the user may see as `TeamSummary` (libs/api-client types.ts), by name. */
export async function listTeamSummaries(db: Queryable, user: ScopeUser): Promise<TeamSummary[]> {
  return db.query<TeamSummary>(
    `SELECT t.id, t.name, t.logo, t.is_demo, t.seconds_per_impression
     FROM teams t WHERE ${teamScopeSql(user)} ORDER BY t.name, t.id`,
    [user.id],
  );
}

/**
 * The broadcaster's current team with their squad in it (spec 02 §2 Profile); null when none is
 * set or they are no longer an Active member of it.
 */
export async function findCurrentTeam(db: Queryable, userId: number): Promise<CurrentTeam | null> {
  const rows = await db.query<CurrentTeam>(
    `SELECT t.id, t.name, sq.name AS squad, t.logo
     FROM profiles p
     JOIN teams t ON t.id = p.current_team_id
     JOIN team_memberships tm ON tm.team_id = t.id AND tm.broadcaster_id = p.user_id AND tm.status = 'Active'
     LEFT JOIN squad_members sm ON sm.team_id = t.id AND sm.broadcaster_id = p.user_id
     LEFT JOIN squads sq ON sq.id = sm.squad_id
     WHERE p.user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** The team fields every access check and write needs. */
export interface TeamRef {
  id: number;
  name: string;
  seconds_per_impression: number;
  is_demo: boolean;
}

/** The team with this id when `user` may see it (teamScopeSql), else undefined. */
export async function findTeamInScope(db: Queryable, user: ScopeUser, id: number): Promise<TeamRef | undefined> {
  const rows = await db.query<TeamRef>(
    `SELECT t.id, t.name, t.seconds_per_impression, t.is_demo FROM teams t WHERE t.id = $2 AND ${teamScopeSql(user)}`,
    [user.id, id],
  );
  return rows[0];
}
