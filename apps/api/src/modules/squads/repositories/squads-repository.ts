import type { Queryable } from '../../../db/db.ts';
import { teamScopeSql, type ScopeUser } from '../../shared/index.ts';

/** The Squad of spec 01 §3: id, name, team, roster (usernames). */
export interface SquadRow {
  id: number;
  name: string;
  team: number;
  roster: string[];
}

const squadColumns = `s.id, s.name, s.team_id AS team,
  coalesce((SELECT array_agg(u.username ORDER BY lower(u.username)) FROM squad_members sm
            JOIN users u ON u.id = sm.broadcaster_id WHERE sm.squad_id = s.id), '{}') AS roster`;

/** The squads of the teams `user` may see, optionally of one team, by name. */
export async function listSquads(db: Queryable, user: ScopeUser, teamId: number | null): Promise<SquadRow[]> {
  return db.query<SquadRow>(
    `SELECT ${squadColumns} FROM squads s JOIN teams t ON t.id = s.team_id
     WHERE ${teamScopeSql(user)} AND ($2::integer IS NULL OR s.team_id = $2)
     ORDER BY lower(s.name), s.id`,
    [user.id, teamId],
  );
}

/** One squad when its team is in the user's scope. */
export async function findSquadInScope(db: Queryable, user: ScopeUser, id: number): Promise<SquadRow | undefined> {
  const rows = await db.query<SquadRow>(
    `SELECT ${squadColumns} FROM squads s JOIN teams t ON t.id = s.team_id WHERE s.id = $2 AND ${teamScopeSql(user)}`,
    [user.id, id],
  );
  return rows[0];
}

export async function findSquad(db: Queryable, id: number): Promise<SquadRow | undefined> {
  const rows = await db.query<SquadRow>(`SELECT ${squadColumns} FROM squads s WHERE s.id = $1`, [id]);
  return rows[0];
}

export async function insertSquad(db: Queryable, teamId: number, name: string, now: Date): Promise<number> {
  const [row] = await db.query<{ id: number }>('INSERT INTO squads (team_id, name, created_at) VALUES ($1, $2, $3) RETURNING id', [
    teamId,
    name,
    now,
  ]);
  return row.id;
}

export async function renameSquad(db: Queryable, id: number, name: string): Promise<void> {
  await db.query('UPDATE squads SET name = $2 WHERE id = $1', [id, name]);
}

/** Ids of the campaigns the squad takes part in. */
export async function squadCampaignIds(db: Queryable, id: number): Promise<number[]> {
  const rows = await db.query<{ campaign_id: number }>('SELECT campaign_id FROM campaign_squads WHERE squad_id = $1 ORDER BY campaign_id', [
    id,
  ]);
  return rows.map((r) => r.campaign_id);
}

/** Deletes the squad; its roster and campaign links cascade. */
export async function deleteSquad(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM squads WHERE id = $1', [id]);
}

/** Puts the broadcaster in this squad, moving them out of any other squad of the team (one squad per team). */
export async function setMemberSquad(db: Queryable, squad: { id: number; team: number }, broadcasterId: number, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO squad_members (squad_id, team_id, broadcaster_id, added_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (team_id, broadcaster_id) DO UPDATE SET squad_id = EXCLUDED.squad_id, added_at = EXCLUDED.added_at
       WHERE squad_members.squad_id <> EXCLUDED.squad_id`,
    [squad.id, squad.team, broadcasterId, now],
  );
}

/** Takes the broadcaster out of the squad; true when they were in it. */
export async function removeSquadMember(db: Queryable, squadId: number, broadcasterId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM squad_members WHERE squad_id = $1 AND broadcaster_id = $2 RETURNING squad_id', [
    squadId,
    broadcasterId,
  ]);
  return rows.length > 0;
}

/** Takes the broadcaster out of whatever squad of the team they are in. */
export async function clearMemberSquad(db: Queryable, teamId: number, broadcasterId: number): Promise<void> {
  await db.query('DELETE FROM squad_members WHERE team_id = $1 AND broadcaster_id = $2', [teamId, broadcasterId]);
}

/** The name of the squad of the team the broadcaster is in, or null. */
export async function memberSquadName(db: Queryable, teamId: number, broadcasterId: number): Promise<string | null> {
  const rows = await db.query<{ name: string }>(
    `SELECT s.name FROM squad_members sm JOIN squads s ON s.id = sm.squad_id WHERE sm.team_id = $1 AND sm.broadcaster_id = $2`,
    [teamId, broadcasterId],
  );
  return rows[0]?.name ?? null;
}
