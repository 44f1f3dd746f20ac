import type { Queryable } from '../../../db/db.ts';

/** A broadcaster found by username, with their team status on one team (null when none). */
export interface TeamCandidate {
  id: number;
  username: string;
  email: string;
  team_status: 'Invited' | 'Declined' | 'Active' | 'Deactivated' | null;
  /** When they were last invited to the team (null without a membership row). */
  invited_at: Date | null;
}

/** The broadcaster (user type 3) with this username (case-insensitive) and their status on the team. */
export async function findTeamCandidate(db: Queryable, teamId: number, username: string): Promise<TeamCandidate | undefined> {
  const rows = await db.query<TeamCandidate>(
    `SELECT u.id, u.username, u.email, tm.status AS team_status, tm.invited_at
     FROM users u LEFT JOIN team_memberships tm ON tm.broadcaster_id = u.id AND tm.team_id = $1
     WHERE lower(u.username) = lower($2) AND u.user_type = 3`,
    [teamId, username],
  );
  return rows[0];
}

/** Marks the broadcaster Invited to the team (a new row, or a Declined/Deactivated one invited again). */
export async function markTeamInvited(db: Queryable, teamId: number, broadcasterId: number, invitedBy: number, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO team_memberships (team_id, broadcaster_id, status, invited_by, invited_at, responded_at, updated_at)
     VALUES ($1, $2, 'Invited', $3, $4, NULL, $4)
     ON CONFLICT (team_id, broadcaster_id) DO UPDATE
       SET status = 'Invited', invited_by = EXCLUDED.invited_by, invited_at = EXCLUDED.invited_at, responded_at = NULL, updated_at = EXCLUDED.updated_at`,
    [teamId, broadcasterId, invitedBy, now],
  );
}

/** Marks an Active member Deactivated; true when a row changed. */
export async function deactivateTeamMember(db: Queryable, teamId: number, broadcasterId: number, now: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE team_memberships SET status = 'Deactivated', updated_at = $3
     WHERE team_id = $1 AND broadcaster_id = $2 AND status = 'Active' RETURNING team_id`,
    [teamId, broadcasterId, now],
  );
  return rows.length > 0;
}

/** Takes the broadcaster out of the team's squads and, when it was their current team, clears it. */
export async function detachFromTeam(db: Queryable, teamId: number, broadcasterId: number): Promise<void> {
  await db.query('DELETE FROM squad_members WHERE team_id = $1 AND broadcaster_id = $2', [teamId, broadcasterId]);
  await db.query('UPDATE profiles SET current_team_id = NULL WHERE user_id = $2 AND current_team_id = $1', [teamId, broadcasterId]);
}

/**
 * Sets the broadcaster Deactivated on every campaign of the team that has not ended where they are
 * on it or invited (spec 01 §4; decision 312); answers the campaign ids changed.
 */
export async function deactivateOnTeamCampaigns(db: Queryable, teamId: number, broadcasterId: number, now: Date): Promise<number[]> {
  const rows = await db.query<{ campaign_id: number }>(
    `UPDATE campaign_statuses cs SET status = 'Deactivated', updated_at = $3
     FROM campaigns c
     WHERE c.id = cs.campaign_id AND c.team_id = $1 AND cs.broadcaster_id = $2
       AND cs.status IN ('Invited', 'Pending', 'Active', 'Flagged')
       AND (c.end_date IS NULL OR c.end_date > $3)
     RETURNING cs.campaign_id`,
    [teamId, broadcasterId, now],
  );
  return rows.map((r) => r.campaign_id).sort((a, b) => a - b);
}

/** A row of GET teams/{id}/get_statuses/. */
export interface TeamStatusRow {
  username: string;
  profile_image: string | null;
  status: 'Invited' | 'Declined' | 'Active' | 'Deactivated';
  invited_at: string | null;
  responded_at: string | null;
}

/** Every broadcaster with a status on the team, by username. */
export async function listTeamStatuses(db: Queryable, teamId: number): Promise<TeamStatusRow[]> {
  const rows = await db.query<Omit<TeamStatusRow, 'invited_at' | 'responded_at'> & { invited_at: Date | null; responded_at: Date | null }>(
    `SELECT u.username, p.profile_image, tm.status, tm.invited_at, tm.responded_at
     FROM team_memberships tm JOIN users u ON u.id = tm.broadcaster_id LEFT JOIN profiles p ON p.user_id = u.id
     WHERE tm.team_id = $1 ORDER BY lower(u.username)`,
    [teamId],
  );
  const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());
  return rows.map((r) => ({ ...r, invited_at: iso(r.invited_at), responded_at: iso(r.responded_at) }));
}

/** A team invite link that is still valid at `until` (the newest), for reuse. */
export async function findTeamInviteLinkValidAt(
  db: Queryable,
  teamId: number,
  until: Date,
): Promise<{ key: string; expires_at: Date } | undefined> {
  const rows = await db.query<{ key: string; expires_at: Date }>(
    `SELECT key, expires_at FROM invite_links WHERE team_id = $1 AND label IS NULL AND expires_at > $2
     ORDER BY expires_at DESC LIMIT 1`,
    [teamId, until],
  );
  return rows[0];
}
