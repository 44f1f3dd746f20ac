import type { Queryable } from '../../../db/db.ts';

/** A rotation row: where a broadcaster's live graphics of one campaign (or the default set) sit. */
export interface RotationRow {
  id: number;
  /** null: the default rotation (every campaign without independent live graphics). */
  campaign_id: number | null;
  x_pos: number;
  y_pos: number;
  scale: number;
}

/**
 * Adds the broadcaster's rotations of these campaigns (null: the default rotation) that do not exist
 * yet. Concurrent reads insert at most one each: the unique index on (broadcaster_id,
 * coalesce(campaign_id, 0)) makes the second insert a no-op.
 */
export async function insertMissingRotations(
  q: Queryable,
  broadcasterId: number,
  campaignIds: ReadonlyArray<number | null>,
): Promise<void> {
  if (campaignIds.length === 0) return;
  await q.query(
    `INSERT INTO rotations (broadcaster_id, campaign_id)
     SELECT $1, c FROM unnest($2::int[]) AS c
     ON CONFLICT DO NOTHING`,
    [broadcasterId, [...campaignIds]],
  );
}

/** The broadcaster's rotations, by id. */
export async function listRotations(q: Queryable, broadcasterId: number): Promise<RotationRow[]> {
  return q.query<RotationRow>('SELECT id, campaign_id, x_pos, y_pos, scale FROM rotations WHERE broadcaster_id = $1 ORDER BY id', [
    broadcasterId,
  ]);
}

/** Locks the broadcaster's own rotations among `ids` (FOR UPDATE) and answers the ids found. */
export async function lockOwnRotations(q: Queryable, broadcasterId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await q.query<{ id: number }>(
    'SELECT id FROM rotations WHERE broadcaster_id = $1 AND id = ANY($2::int[]) ORDER BY id FOR UPDATE',
    [broadcasterId, [...ids]],
  );
  return new Set(rows.map((r) => r.id));
}

/** Stores a rotation's position (base-canvas pixels of its top-left corner) and scale. */
export async function setRotationPosition(
  q: Queryable,
  id: number,
  position: { xPos: number; yPos: number; scale: number },
  now: Date,
): Promise<void> {
  await q.query('UPDATE rotations SET x_pos = $2, y_pos = $3, scale = $4, updated_at = $5 WHERE id = $1', [
    id,
    position.xPos,
    position.yPos,
    position.scale,
    now,
  ]);
}
