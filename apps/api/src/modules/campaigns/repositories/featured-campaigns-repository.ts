import type { Queryable } from '../../../db/db.ts';

/** A featured campaign as the API answers it (spec 01 §3 FeaturedCampaign). */
export interface FeatureRow {
  id: number;
  broadcaster: string;
  campaign: string;
  start_time: Date;
  end_time: Date;
}

/** A feature with the ids the rules need. */
export interface FeatureRef extends FeatureRow {
  campaign_id: number;
  broadcaster_id: number;
}

const selectSql = `SELECT f.id, f.campaign_id, f.broadcaster_id, u.username AS broadcaster, c.slug AS campaign, f.start_time, f.end_time
  FROM featured_campaigns f JOIN users u ON u.id = f.broadcaster_id JOIN campaigns c ON c.id = f.campaign_id`;

/** A campaign's features, earliest start first. */
export async function listFeatures(db: Queryable, campaignId: number): Promise<FeatureRef[]> {
  return db.query<FeatureRef>(`${selectSql} WHERE f.campaign_id = $1 ORDER BY f.start_time, f.id`, [campaignId]);
}

export async function findFeature(db: Queryable, id: number): Promise<FeatureRef | undefined> {
  const rows = await db.query<FeatureRef>(`${selectSql} WHERE f.id = $1`, [id]);
  return rows[0];
}

/** The id of a broadcaster who joined the campaign (any status but Invited and Declined), by username. */
export async function campaignBroadcasterId(db: Queryable, campaignId: number, username: string): Promise<number | undefined> {
  const rows = await db.query<{ id: number }>(
    `SELECT u.id FROM campaign_statuses cs JOIN users u ON u.id = cs.broadcaster_id
     WHERE cs.campaign_id = $1 AND lower(u.username) = lower($2) AND cs.status <> ALL(ARRAY['Invited', 'Declined'])`,
    [campaignId, username],
  );
  return rows[0]?.id;
}

export async function insertFeature(
  db: Queryable,
  f: { campaignId: number; broadcasterId: number; start: Date; end: Date },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO featured_campaigns (campaign_id, broadcaster_id, start_time, end_time) VALUES ($1, $2, $3, $4) RETURNING id`,
    [f.campaignId, f.broadcasterId, f.start, f.end],
  );
  return row.id;
}

export async function updateFeatureTimes(db: Queryable, id: number, start: Date, end: Date): Promise<void> {
  await db.query(`UPDATE featured_campaigns SET start_time = $2, end_time = $3 WHERE id = $1`, [id, start, end]);
}

export async function deleteFeature(db: Queryable, id: number): Promise<void> {
  await db.query(`DELETE FROM featured_campaigns WHERE id = $1`, [id]);
}
