import type { Queryable } from '../../../db/db.ts';

/** SQL of webhooks and their delivery log (migration 0013; decision 524). */

export type DeliveryEvent = 'click' | 'conversion' | 'test';
export type DeliveryStatus = 'pending' | 'delivered' | 'retrying' | 'failed';

export interface WebhookRow {
  id: number;
  campaign_id: number;
  url: string;
  active: boolean;
  created_at: Date;
}

export interface DeliveryRow {
  id: number;
  webhook_id: number;
  event: DeliveryEvent;
  status: DeliveryStatus;
  attempts: number;
  last_response_code: number | null;
  last_error: string | null;
  created_at: Date;
  last_attempt_at: Date | null;
}

const WEBHOOK_COLUMNS = 'id, campaign_id, url, active, created_at';
const DELIVERY_COLUMNS = 'id::int AS id, webhook_id, event, status, attempts, last_response_code, last_error, created_at, last_attempt_at';

export async function listWebhooks(db: Queryable, campaignId: number): Promise<WebhookRow[]> {
  return db.query<WebhookRow>(`SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE campaign_id = $1 ORDER BY id`, [campaignId]);
}

/** A webhook with its campaign's slug (for the scope check). */
export async function findWebhook(db: Queryable, id: number): Promise<(WebhookRow & { campaign_slug: string }) | undefined> {
  const [row] = await db.query<WebhookRow & { campaign_slug: string }>(
    `SELECT w.id, w.campaign_id, w.url, w.active, w.created_at, c.slug AS campaign_slug FROM webhooks w JOIN campaigns c ON c.id = w.campaign_id WHERE w.id = $1`,
    [id],
  );
  return row;
}

export async function insertWebhook(
  tx: Queryable,
  hook: { campaignId: number; url: string; secret: string; active: boolean; createdBy: number; now: Date },
): Promise<WebhookRow> {
  const [row] = await tx.query<WebhookRow>(
    `INSERT INTO webhooks (campaign_id, url, secret, active, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${WEBHOOK_COLUMNS}`,
    [hook.campaignId, hook.url, hook.secret, hook.active, hook.createdBy, hook.now],
  );
  return row;
}

export async function updateWebhook(
  tx: Queryable,
  id: number,
  changes: { url?: string; active?: boolean },
): Promise<WebhookRow | undefined> {
  const [row] = await tx.query<WebhookRow>(
    `UPDATE webhooks SET url = coalesce($2, url), active = coalesce($3, active) WHERE id = $1 RETURNING ${WEBHOOK_COLUMNS}`,
    [id, changes.url ?? null, changes.active ?? null],
  );
  return row;
}

export async function deleteWebhook(tx: Queryable, id: number): Promise<void> {
  await tx.query('DELETE FROM webhooks WHERE id = $1', [id]);
}

/** The latest `limit` deliveries of each of these webhooks, newest first. */
export async function latestDeliveries(db: Queryable, webhookIds: readonly number[], limit: number): Promise<DeliveryRow[]> {
  if (webhookIds.length === 0) return [];
  return db.query<DeliveryRow>(
    `SELECT d.* FROM unnest($1::int[]) AS w(id)
     CROSS JOIN LATERAL (SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE webhook_id = w.id ORDER BY id DESC LIMIT $2) d
     ORDER BY d.id DESC`,
    [[...webhookIds], limit],
  );
}

/**
 * One delivery row per active webhook of each event's campaign; answers the new delivery ids (the
 * caller queues a job for each in the same transaction).
 */
export async function insertDeliveries(
  tx: Queryable,
  events: ReadonlyArray<{ campaignId: number; event: 'click' | 'conversion' | 'test'; payload: Record<string, unknown> }>,
  onlyWebhookId?: number,
): Promise<number[]> {
  if (events.length === 0) return [];
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO webhook_deliveries (webhook_id, event, payload)
     SELECT w.id, e.event, e.payload
     FROM jsonb_to_recordset($1::jsonb) AS e(campaign_id int, event text, payload jsonb)
     JOIN webhooks w ON w.campaign_id = e.campaign_id AND (w.active OR w.id = $2::int)
     WHERE $2::int IS NULL OR w.id = $2::int
     RETURNING id::int AS id`,
    [JSON.stringify(events.map((e) => ({ campaign_id: e.campaignId, event: e.event, payload: e.payload }))), onlyWebhookId ?? null],
  );
  return rows.map((r) => Number(r.id));
}

/** Whether any active webhook listens to one of these campaigns (the click writer skips the insert when none does). */
export async function campaignsWithWebhooks(q: Queryable, campaignIds: readonly number[]): Promise<Set<number>> {
  if (campaignIds.length === 0) return new Set();
  const rows = await q.query<{ campaign_id: number }>(
    'SELECT DISTINCT campaign_id FROM webhooks WHERE active AND campaign_id = ANY($1::int[])',
    [[...new Set(campaignIds)]],
  );
  return new Set(rows.map((r) => r.campaign_id));
}

export interface DeliveryToSend {
  id: number;
  campaign_id: number;
  payload: Record<string, unknown>;
  url: string;
  secret: string;
  status: string;
  attempts: number;
}

export async function findDeliveryToSend(db: Queryable, id: number): Promise<DeliveryToSend | undefined> {
  const [row] = await db.query<DeliveryToSend>(
    `SELECT d.id::int AS id, w.campaign_id, d.payload, w.url, w.secret, d.status, d.attempts FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id WHERE d.id = $1`,
    [id],
  );
  return row;
}

/**
 * Takes one of the campaign's per-minute posts for `deliveryId` (the per-minute cap, decision 671),
 * or answers false when `cap` deliveries were already attempted after `since`. The campaign's row is
 * locked while counting and the attempt is stamped before anything is posted, so deliveries run at
 * once (two job runners, two instances) count each other in turn and never post past the cap.
 */
export async function takeCampaignAttempt(
  tx: Queryable,
  campaign: { campaignId: number; deliveryId: number; since: Date; at: Date; cap: number },
): Promise<boolean> {
  await tx.query('SELECT id FROM campaigns WHERE id = $1 FOR UPDATE', [campaign.campaignId]);
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
     WHERE w.campaign_id = $1 AND d.last_attempt_at > $2 AND d.id <> $3`,
    [campaign.campaignId, campaign.since, campaign.deliveryId],
  );
  if (Number(row.n) >= campaign.cap) return false;
  await tx.query('UPDATE webhook_deliveries SET last_attempt_at = $2 WHERE id = $1', [campaign.deliveryId, campaign.at]);
  return true;
}

/** How many webhooks a campaign has, active or not (the per-campaign cap, decision 671); locks the campaign's row so two additions count in turn. */
export async function countCampaignWebhooks(db: Queryable, campaignId: number): Promise<number> {
  await db.query('SELECT id FROM campaigns WHERE id = $1 FOR UPDATE', [campaignId]);
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhooks WHERE campaign_id = $1', [campaignId]);
  return Number(row.n);
}

export async function recordDeliveryAttempt(
  db: Queryable,
  id: number,
  outcome: { status: 'delivered' | 'retrying' | 'failed'; responseCode: number | null; error: string | null; at: Date },
): Promise<void> {
  await db.query(
    `UPDATE webhook_deliveries SET status = $2, attempts = attempts + 1, last_response_code = $3, last_error = $4, last_attempt_at = $5 WHERE id = $1`,
    [id, outcome.status, outcome.responseCode, outcome.error, outcome.at],
  );
}

export interface LinkSettingsRow {
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
}

export async function campaignLinkSettings(db: Queryable, campaignId: number): Promise<LinkSettingsRow> {
  const [row] = await db.query<LinkSettingsRow>('SELECT utm_source, utm_medium, utm_campaign FROM campaigns WHERE id = $1', [campaignId]);
  return row;
}

export async function updateCampaignLinkSettings(db: Queryable, campaignId: number, settings: LinkSettingsRow): Promise<LinkSettingsRow> {
  const [row] = await db.query<LinkSettingsRow>(
    'UPDATE campaigns SET utm_source = $2, utm_medium = $3, utm_campaign = $4 WHERE id = $1 RETURNING utm_source, utm_medium, utm_campaign',
    [campaignId, settings.utm_source, settings.utm_medium, settings.utm_campaign],
  );
  return row;
}
