import type { CurrentTeam, TeamSummary } from '@advocate/api-client';
import type { Queryable } from '../../../db/db.ts';
import { teamScopeSql, type ScopeUser } from '../../shared/repositories/scope-sql.ts';

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

/** The Team of spec 01 §3 as GET teams/{id}/ answers it (chatbots as Twitch logins). */
export interface TeamDetail {
  id: number;
  name: string;
  logo: string | null;
  seconds_per_impression: number;
  default_chatbot: string | null;
  approved_chatbots: string[];
  is_demo: boolean;
}

/** The team's detail; the default chatbot account ('advogg', is_default) counts as none (spec 01 §9). */
export async function findTeamDetail(db: Queryable, id: number): Promise<TeamDetail | undefined> {
  const rows = await db.query<TeamDetail>(
    `SELECT t.id, t.name, t.logo, t.seconds_per_impression, t.is_demo,
       (SELECT ca.login FROM chatbot_accounts ca WHERE ca.id = t.default_chatbot_id AND NOT ca.is_default) AS default_chatbot,
       coalesce((SELECT array_agg(ca.login ORDER BY ca.login) FROM team_approved_chatbots ta
                 JOIN chatbot_accounts ca ON ca.id = ta.chatbot_account_id WHERE ta.team_id = t.id), '{}') AS approved_chatbots
     FROM teams t WHERE t.id = $1`,
    [id],
  );
  return rows[0];
}

/** Stores the team settings of the Edit Team Settings form (spec 01 §7 Update teams/{id}). */
export async function updateTeamSettings(
  db: Queryable,
  id: number,
  settings: { name: string; secondsPerImpression: number },
): Promise<void> {
  await db.query('UPDATE teams SET name = $2, seconds_per_impression = $3 WHERE id = $1', [
    id,
    settings.name,
    settings.secondsPerImpression,
  ]);
}
