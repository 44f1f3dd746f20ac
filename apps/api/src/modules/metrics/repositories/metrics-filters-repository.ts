import type { Queryable } from '../../../db/db.ts';

/** Broadcaster ids by lower-cased username, for the usernames that exist (case-insensitive). */
export async function broadcasterIdsByUsername(q: Queryable, usernames: readonly string[]): Promise<Map<string, number>> {
  if (usernames.length === 0) return new Map();
  const rows = await q.query<{ id: number; name: string }>(
    `SELECT id, lower(username) AS name FROM users WHERE user_type = 3 AND lower(username) = ANY($1::text[])`,
    [usernames.map((u) => u.toLowerCase())],
  );
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** The labels (groups) of this campaign among `labelIds`, each with its broadcasters' ids. */
export async function campaignLabelBroadcasters(
  q: Queryable,
  campaignId: number,
  labelIds: readonly number[],
): Promise<Map<number, number[]>> {
  if (labelIds.length === 0) return new Map();
  const rows = await q.query<{ id: number; broadcaster_ids: number[] }>(
    `SELECT l.id, coalesce(array_agg(lb.broadcaster_id) FILTER (WHERE lb.broadcaster_id IS NOT NULL), '{}') AS broadcaster_ids
     FROM labels l LEFT JOIN label_broadcasters lb ON lb.label_id = l.id
     WHERE l.campaign_id = $1 AND l.id = ANY($2::int[]) GROUP BY l.id`,
    [campaignId, labelIds],
  );
  return new Map(rows.map((r) => [r.id, r.broadcaster_ids.map(Number)]));
}

/** The component type slugs among `slugs` that exist. */
export async function knownComponentTypes(q: Queryable, slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await q.query<{ slug: string }>(`SELECT slug FROM component_types WHERE slug = ANY($1::text[])`, [slugs]);
  return new Set(rows.map((r) => r.slug));
}
