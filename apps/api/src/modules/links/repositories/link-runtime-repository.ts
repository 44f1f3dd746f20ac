import { PREPARED, type Queryable } from '../../../db/db.ts';

/** SQL of the tracked links at run time: the redirect's lookup, repeat detection, conversions' source (decisions 520-523). */

export interface RedirectLinkRow {
  id: number;
  key: string;
  target: string;
  active: boolean;
  broadcaster_id: number;
  campaign_id: number;
  component_id: number | null;
  component_type: string | null;
  campaign_slug: string;
  username: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  /** Whether an active webhook of the link's campaign listens (its clicks queue deliveries). */
  has_webhooks: boolean;
}

/** The link of a key (active or not) with what a click or conversion records and posts; undefined when unknown. */
export async function findLinkByKey(db: Queryable, key: string): Promise<RedirectLinkRow | undefined> {
  const [row] = await db.query<RedirectLinkRow>(
    `SELECT tl.id, tl.key, tl.target, tl.active, tl.broadcaster_id, tl.campaign_id, tl.component_id, co.type AS component_type,
       ca.slug AS campaign_slug, u.username, ca.utm_source, ca.utm_medium, ca.utm_campaign,
       EXISTS (SELECT 1 FROM webhooks w WHERE w.campaign_id = tl.campaign_id AND w.active) AS has_webhooks
     FROM tracking_links tl
     JOIN campaigns ca ON ca.id = tl.campaign_id
     JOIN users u ON u.id = tl.broadcaster_id
     LEFT JOIN components co ON co.id = tl.component_id
     WHERE tl.key = $1`,
    [key],
  );
  return row;
}

/**
 * Of these (link, ip) pairs, the ones with a counted click (no flag) since `since`: a click of such
 * a pair is a repeat. Answers `${linkId}|${ip}` strings. One index probe per pair (decision 633):
 * joined as a set, the planner read every counted click of the hour by time and hashed them, which
 * grows with the traffic (48 ms for a batch after 66,000 clicks from distinct addresses).
 */
export async function pairsWithCountedClickSince(
  q: Queryable,
  pairs: ReadonlyArray<{ linkId: number; ip: string }>,
  since: Date,
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await q.query<{ tracking_link_id: number; ip_addr: string }>(
    `SELECT p.link_id AS tracking_link_id, p.ip AS ip_addr
     FROM jsonb_to_recordset($1::jsonb) AS p(link_id int, ip text)
     CROSS JOIN LATERAL (
       SELECT 1 FROM clicks c
       WHERE c.tracking_link_id = p.link_id AND c.ip_addr = p.ip AND c.time > $2 AND c.flag IS NULL
       LIMIT 1
     ) counted`,
    [
      JSON.stringify([...new Map(pairs.map((p) => [`${p.linkId}|${p.ip}`, { link_id: p.linkId, ip: p.ip }])).values()]),
      since.toISOString(),
    ],
    PREPARED,
  );
  return new Set(rows.map((r) => `${r.tracking_link_id}|${r.ip_addr}`));
}

/** Serializes the repeat check of concurrent writers (several API processes) on one database. */
export async function lockClickRecording(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(72617)', [], PREPARED);
}
