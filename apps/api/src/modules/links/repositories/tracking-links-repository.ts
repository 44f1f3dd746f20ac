import type { Queryable } from '../../../db/db.ts';

/** SQL of tracking_links (migration 0002; ARCHITECTURE §6 Tracking links). */

export interface TrackingLinkRow {
  id: number;
  key: string;
  broadcaster_id: number;
  component_id: number | null;
  target: string;
  active: boolean;
}

const COLUMNS = 'id, key, broadcaster_id, component_id, target, active';

/** The campaign's tracked links of components (not the ones assigned without a component). */
export async function campaignComponentLinks(tx: Queryable, campaignId: number): Promise<TrackingLinkRow[]> {
  return tx.query<TrackingLinkRow>(
    `SELECT ${COLUMNS} FROM tracking_links WHERE campaign_id = $1 AND component_id IS NOT NULL ORDER BY id`,
    [campaignId],
  );
}

/**
 * Inserts a link; answers its row, or undefined when the key is taken (the caller draws another).
 * An existing row of the same (broadcaster, component, target) is answered instead, made active.
 */
export async function insertTrackingLink(
  tx: Queryable,
  link: { key: string; broadcasterId: number; campaignId: number; componentId: number | null; target: string; now: Date },
): Promise<TrackingLinkRow | undefined> {
  const [made] = await tx.query<TrackingLinkRow>(
    `INSERT INTO tracking_links (key, broadcaster_id, campaign_id, component_id, target, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
    [link.key, link.broadcasterId, link.campaignId, link.componentId, link.target, link.now],
  );
  if (made) return made;
  const existing = await findTrackingLink(tx, link.broadcasterId, link.componentId, link.target);
  if (!existing) return undefined;
  if (!existing.active) await setTrackingLinksActive(tx, [existing.id], true);
  return { ...existing, active: true };
}

export async function setTrackingLinksActive(tx: Queryable, ids: readonly number[], active: boolean): Promise<void> {
  if (ids.length === 0) return;
  await tx.query('UPDATE tracking_links SET active = $2 WHERE id = ANY($1::int[])', [[...ids], active]);
}

/** The link of this (broadcaster, component or none, target), active or not. */
export async function findTrackingLink(
  db: Queryable,
  broadcasterId: number,
  componentId: number | null,
  target: string,
): Promise<TrackingLinkRow | undefined> {
  const [row] = await db.query<TrackingLinkRow>(
    `SELECT ${COLUMNS} FROM tracking_links WHERE broadcaster_id = $1 AND coalesce(component_id, 0) = coalesce($2::int, 0) AND target = $3`,
    [broadcasterId, componentId, target],
  );
  return row;
}

/** Keys of these (component, target) links of one broadcaster, by `${componentId}|${target}`. */
export async function trackingKeysOf(db: Queryable, broadcasterIds: readonly number[]): Promise<Map<string, string>> {
  if (broadcasterIds.length === 0) return new Map();
  const rows = await db.query<{ broadcaster_id: number; component_id: number; target: string; key: string; active: boolean }>(
    `SELECT broadcaster_id, component_id, target, key, active FROM tracking_links
     WHERE broadcaster_id = ANY($1::int[]) AND component_id IS NOT NULL ORDER BY id`,
    [[...new Set(broadcasterIds)]],
  );
  const keys = new Map(rows.map((r) => [`${r.broadcaster_id}|${r.component_id}|${r.target}`, r.key]));
  // The newest active link of each (broadcaster, component): the one that redirects and audits expect.
  for (const r of rows) if (r.active) keys.set(activeKeyOf(r.broadcaster_id, r.component_id), r.key);
  return keys;
}

/** The `trackingKeysOf` entry of the active link of (broadcaster, component). */
export const activeKeyOf = (broadcasterId: number, componentId: number) => `active|${broadcasterId}|${componentId}`;

/** Components (not deleted) whose active version links to `target`, on campaigns the broadcaster is on. */
export async function componentsLinkingTo(
  db: Queryable,
  broadcasterId: number,
  target: string,
): Promise<Array<{ component_id: number; campaign_id: number; slug: string }>> {
  return db.query<{ component_id: number; campaign_id: number; slug: string }>(
    `SELECT co.id AS component_id, co.campaign_id, ca.slug
     FROM components co
     JOIN campaigns ca ON ca.id = co.campaign_id
     JOIN campaign_statuses s ON s.campaign_id = co.campaign_id AND s.broadcaster_id = $1 AND s.status NOT IN ('Invited', 'Declined')
     JOIN LATERAL (SELECT link FROM component_versions WHERE component_id = co.id ORDER BY sequence_number DESC, id DESC LIMIT 1) v ON true
     WHERE NOT co.is_deleted AND btrim(v.link) = $2
     ORDER BY co.id`,
    [broadcasterId, target],
  );
}
