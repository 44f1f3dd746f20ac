import type { Queryable } from '../../../db/db.ts';

/**
 * Gives the broadcaster `status` on the campaign. An existing status is replaced only when it is
 * Invited or Declined (an invitation being answered); true when a row was written.
 */
export async function answerCampaignInvite(
  db: Queryable,
  campaignId: number,
  broadcasterId: number,
  status: 'Active' | 'Pending',
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO campaign_statuses (campaign_id, broadcaster_id, status, invited_at, responded_at, updated_at)
     VALUES ($1, $2, $3, $4, $4, $4)
     ON CONFLICT (campaign_id, broadcaster_id) DO UPDATE
       SET status = EXCLUDED.status, responded_at = EXCLUDED.responded_at, updated_at = EXCLUDED.updated_at
       WHERE campaign_statuses.status IN ('Invited', 'Declined')
     RETURNING campaign_id`,
    [campaignId, broadcasterId, status, now],
  );
  return rows.length > 0;
}

/** Makes the broadcaster an Active team member, unless they were removed (Deactivated); true when written. */
export async function answerTeamInvite(db: Queryable, teamId: number, broadcasterId: number, now: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO team_memberships (team_id, broadcaster_id, status, invited_at, responded_at, updated_at)
     VALUES ($1, $2, 'Active', $3, $3, $3)
     ON CONFLICT (team_id, broadcaster_id) DO UPDATE
       SET status = 'Active', responded_at = EXCLUDED.responded_at, updated_at = EXCLUDED.updated_at
       WHERE team_memberships.status IN ('Invited', 'Declined')
     RETURNING team_id`,
    [teamId, broadcasterId, now],
  );
  return rows.length > 0;
}

/** Sets the broadcaster's current team when they have none and are an Active member of it. */
export async function setCurrentTeamIfNone(db: Queryable, broadcasterId: number, teamId: number): Promise<void> {
  await db.query(
    `UPDATE profiles SET current_team_id = $1 WHERE user_id = $2 AND current_team_id IS NULL
       AND EXISTS (SELECT 1 FROM team_memberships WHERE team_id = $1 AND broadcaster_id = $2 AND status = 'Active')`,
    [teamId, broadcasterId],
  );
}
