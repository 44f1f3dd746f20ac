import type { Queryable } from '../../../db/db.ts';

export interface CampaignEventInsert {
  campaignId: number;
  eventType: string;
  broadcasterId: number | null;
  message: string;
  link: string | null;
}

/** Stores one campaign event (spec 01 §3 CampaignEvent); call it inside the transaction of the change it records. */
export async function insertCampaignEvent(tx: Queryable, event: CampaignEventInsert, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO campaign_events (campaign_id, event_type, broadcaster_id, message, link, created)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [event.campaignId, event.eventType, event.broadcasterId, event.message, event.link, now],
  );
}

/** A campaign event as the API answers it (spec 01 §3 CampaignEvent; broadcaster as username). */
export interface CampaignEventRow {
  id: number;
  event_type: string;
  broadcaster: string | null;
  message: string;
  link: string | null;
  thumbnail: string | null;
  created: string;
}

/** A campaign's events, newest first (spec 01 §7 campaignEvents: campaign, limit 100, offset 0). */
export async function listCampaignEvents(db: Queryable, campaignId: number, limit: number, offset: number): Promise<CampaignEventRow[]> {
  const rows = await db.query<Omit<CampaignEventRow, 'created' | 'id'> & { id: string | number; created: Date }>(
    `SELECT e.id, e.event_type, u.username AS broadcaster, e.message, e.link, e.thumbnail, e.created
     FROM campaign_events e LEFT JOIN users u ON u.id = e.broadcaster_id
     WHERE e.campaign_id = $1 ORDER BY e.created DESC, e.id DESC LIMIT $2 OFFSET $3`,
    [campaignId, limit, offset],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), created: new Date(r.created).toISOString() }));
}
