import type { Queryable } from '../../../db/db.ts';

/** A broadcaster's status on a campaign (spec 01 §4). */
export type CampaignStatus = 'Invited' | 'Declined' | 'Pending' | 'Active' | 'Flagged' | 'Deactivated' | 'Campaign Ended';

/** A broadcaster found by username, with their status on one campaign and on its team. */
export interface CampaignCandidate {
  id: number;
  username: string;
  email: string;
  campaign_status: CampaignStatus | null;
  /** Status on the campaign's team (null when none, or the campaign has no team). */
  team_status: 'Invited' | 'Declined' | 'Active' | 'Deactivated' | null;
}

/** The active broadcaster (user type 3) with this username (case-insensitive), with their statuses. */
export async function findCampaignCandidate(db: Queryable, campaignId: number, username: string): Promise<CampaignCandidate | undefined> {
  const rows = await db.query<CampaignCandidate>(
    `SELECT u.id, u.username, u.email, cs.status AS campaign_status, tm.status AS team_status
     FROM users u
     JOIN campaigns c ON c.id = $1
     LEFT JOIN campaign_statuses cs ON cs.campaign_id = c.id AND cs.broadcaster_id = u.id
     LEFT JOIN team_memberships tm ON tm.team_id = c.team_id AND tm.broadcaster_id = u.id
     WHERE lower(u.username) = lower($2) AND u.user_type = 3 AND u.is_active`,
    [campaignId, username],
  );
  return rows[0];
}

/**
 * Marks the broadcaster Invited (a new row, or a Declined one invited again); false when the row
 * changed under us to a status that may not be invited.
 */
export async function markCampaignInvited(
  db: Queryable,
  campaignId: number,
  broadcasterId: number,
  invitedBy: number,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO campaign_statuses (campaign_id, broadcaster_id, status, invited_by, invited_at, responded_at, updated_at)
     VALUES ($1, $2, 'Invited', $3, $4, NULL, $4)
     ON CONFLICT (campaign_id, broadcaster_id) DO UPDATE
       SET status = 'Invited', invited_by = EXCLUDED.invited_by, invited_at = EXCLUDED.invited_at, responded_at = NULL, updated_at = EXCLUDED.updated_at
       WHERE campaign_statuses.status = 'Declined'
     RETURNING campaign_id`,
    [campaignId, broadcasterId, invitedBy, now],
  );
  return rows.length > 0;
}

/**
 * Puts the broadcaster on the campaign with `status` (added by a manager: from the team or with a
 * squad) when they have no status, or only an invitation (Invited, Declined); true when written.
 */
export async function placeOnCampaign(
  db: Queryable,
  campaignId: number,
  broadcasterId: number,
  status: 'Active' | 'Pending',
  addedBy: number,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO campaign_statuses (campaign_id, broadcaster_id, status, invited_by, invited_at, responded_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5, $5)
     ON CONFLICT (campaign_id, broadcaster_id) DO UPDATE
       SET status = EXCLUDED.status, invited_by = EXCLUDED.invited_by, responded_at = EXCLUDED.responded_at, updated_at = EXCLUDED.updated_at
       WHERE campaign_statuses.status IN ('Invited', 'Declined')
     RETURNING campaign_id`,
    [campaignId, broadcasterId, status, addedBy, now],
  );
  return rows.length > 0;
}

/** Moves the broadcaster from one of `from` to `to`; false when their status was not one of `from`. */
export async function moveCampaignStatus(
  db: Queryable,
  campaignId: number,
  broadcasterId: number,
  from: readonly CampaignStatus[],
  to: CampaignStatus,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE campaign_statuses SET status = $4, updated_at = $5
     WHERE campaign_id = $1 AND broadcaster_id = $2 AND status = ANY($3::text[]) RETURNING campaign_id`,
    [campaignId, broadcasterId, from, to, now],
  );
  return rows.length > 0;
}

/** A row of GET campaigns/{slug}/get_statuses/ (spec 01 §3 Broadcaster campaign_statuses). */
export interface CampaignStatusRow {
  username: string;
  profile_image: string | null;
  platforms: Array<'twitch' | 'youtube'>;
  status: CampaignStatus;
  invited_at: string | null;
  responded_at: string | null;
}

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

/** Every broadcaster with a status on the campaign, by username; `usernames` narrows to those. */
export async function listCampaignStatuses(db: Queryable, campaignId: number, usernames?: string[]): Promise<CampaignStatusRow[]> {
  const rows = await db.query<
    Omit<CampaignStatusRow, 'invited_at' | 'responded_at'> & { invited_at: Date | null; responded_at: Date | null }
  >(
    `SELECT u.username, p.profile_image, cs.status, cs.invited_at, cs.responded_at,
       coalesce((SELECT array_agg(sa.provider ORDER BY sa.linked_at, sa.id) FROM social_accounts sa
                 WHERE sa.user_id = u.id AND sa.provider IN ('twitch', 'youtube')), '{}') AS platforms
     FROM campaign_statuses cs JOIN users u ON u.id = cs.broadcaster_id LEFT JOIN profiles p ON p.user_id = u.id
     WHERE cs.campaign_id = $1 AND ($2::text[] IS NULL OR u.username = ANY($2::text[]))
     ORDER BY lower(u.username)`,
    [campaignId, usernames ?? null],
  );
  return rows.map((r) => ({ ...r, invited_at: iso(r.invited_at), responded_at: iso(r.responded_at) }));
}

/** The campaign's newest unlabelled invite link still valid at `until`, for reuse. */
export async function findCampaignInviteLinkValidAt(
  db: Queryable,
  campaignId: number,
  until: Date,
): Promise<{ key: string; expires_at: Date } | undefined> {
  const rows = await db.query<{ key: string; expires_at: Date }>(
    `SELECT key, expires_at FROM invite_links WHERE campaign_id = $1 AND label IS NULL AND expires_at > $2
     ORDER BY expires_at DESC LIMIT 1`,
    [campaignId, until],
  );
  return rows[0];
}

/** The broadcasters of the squad who are Active members of its team. */
export async function activeSquadMembers(db: Queryable, squadId: number): Promise<Array<{ id: number; username: string }>> {
  return db.query<{ id: number; username: string }>(
    `SELECT u.id, u.username FROM squad_members sm
     JOIN team_memberships tm ON tm.team_id = sm.team_id AND tm.broadcaster_id = sm.broadcaster_id AND tm.status = 'Active'
     JOIN users u ON u.id = sm.broadcaster_id AND u.is_active
     WHERE sm.squad_id = $1 ORDER BY lower(u.username)`,
    [squadId],
  );
}

/** A squad of the team, or undefined. */
export async function findTeamSquad(db: Queryable, teamId: number, squadId: number): Promise<{ id: number; name: string } | undefined> {
  const rows = await db.query<{ id: number; name: string }>('SELECT id, name FROM squads WHERE id = $1 AND team_id = $2', [
    squadId,
    teamId,
  ]);
  return rows[0];
}

/** Links the squad to the campaign; false when it already was. */
export async function insertCampaignSquad(db: Queryable, campaignId: number, squadId: number): Promise<boolean> {
  const rows = await db.query(
    'INSERT INTO campaign_squads (campaign_id, squad_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING squad_id',
    [campaignId, squadId],
  );
  return rows.length > 0;
}

/** Unlinks the squad from the campaign; false when it was not linked. */
export async function deleteCampaignSquad(db: Queryable, campaignId: number, squadId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM campaign_squads WHERE campaign_id = $1 AND squad_id = $2 RETURNING squad_id', [
    campaignId,
    squadId,
  ]);
  return rows.length > 0;
}

/** Ids of the squads on the campaign, ascending. */
export async function campaignSquadIds(db: Queryable, campaignId: number): Promise<number[]> {
  const rows = await db.query<{ squad_id: number }>('SELECT squad_id FROM campaign_squads WHERE campaign_id = $1 ORDER BY squad_id', [
    campaignId,
  ]);
  return rows.map((r) => r.squad_id);
}
