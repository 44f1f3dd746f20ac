import type { Queryable } from '../db/db.ts';

/** The campaign's label of that name (case-insensitive, oldest first), made when missing. */
export async function findOrCreateLabel(db: Queryable, campaignId: number, name: string): Promise<number> {
  const [found] = await db.query<{ id: number }>(
    'SELECT id FROM labels WHERE campaign_id = $1 AND lower(name) = lower($2) ORDER BY id LIMIT 1',
    [campaignId, name],
  );
  if (found) return found.id;
  const [made] = await db.query<{ id: number }>('INSERT INTO labels (campaign_id, name) VALUES ($1, $2) RETURNING id', [campaignId, name]);
  return made.id;
}

/** The campaign's label with exactly this name (oldest first), or undefined: never made. */
export async function findLabelNamed(db: Queryable, campaignId: number, name: string): Promise<number | undefined> {
  const [found] = await db.query<{ id: number }>('SELECT id FROM labels WHERE campaign_id = $1 AND name = $2 ORDER BY id LIMIT 1', [
    campaignId,
    name,
  ]);
  return found?.id;
}

export async function addBroadcasterToLabel(db: Queryable, labelId: number, broadcasterId: number): Promise<void> {
  await db.query('INSERT INTO label_broadcasters (label_id, broadcaster_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [labelId, broadcasterId]);
}
