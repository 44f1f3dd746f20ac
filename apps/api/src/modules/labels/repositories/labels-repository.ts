import type { Queryable } from '../../../db/db.ts';

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

/** A label (group) as the API answers it (spec 01 §3 Label): broadcasters as usernames, components as ids. */
export interface LabelRow {
  id: number;
  name: string;
  campaign: string;
  broadcasters: string[];
  components: number[];
}

const LABEL_SELECT = `SELECT l.id, l.name, c.slug AS campaign,
    coalesce((SELECT array_agg(u.username ORDER BY u.username) FROM label_broadcasters lb JOIN users u ON u.id = lb.broadcaster_id
              WHERE lb.label_id = l.id), '{}'::text[]) AS broadcasters,
    coalesce((SELECT array_agg(lc.component_id ORDER BY lc.component_id) FROM label_components lc WHERE lc.label_id = l.id), '{}'::int[]) AS components
  FROM labels l JOIN campaigns c ON c.id = l.campaign_id`;

/** The campaign's labels, by name. */
export async function listLabels(db: Queryable, campaignId: number): Promise<LabelRow[]> {
  return db.query<LabelRow>(`${LABEL_SELECT} WHERE l.campaign_id = $1 ORDER BY lower(l.name), l.id`, [campaignId]);
}

export async function findLabel(db: Queryable, id: number): Promise<LabelRow | undefined> {
  const [row] = await db.query<LabelRow>(`${LABEL_SELECT} WHERE l.id = $1`, [id]);
  return row;
}

/**
 * Locks these labels for the rest of the transaction (in id order so two writers cannot deadlock)
 * and answers the slug of each one's campaign; a label that is gone is absent from the map. FOR NO
 * KEY UPDATE: event recorders adding a group's rollup rows take KEY SHARE on its label (their
 * foreign key) while holding the group tables, so a FOR UPDATE here, waiting for those tables,
 * would close a cycle (decision 627).
 */
export async function lockLabels(tx: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await tx.query<{ id: number; slug: string }>(
    `SELECT l.id, c.slug FROM labels l JOIN campaigns c ON c.id = l.campaign_id
     WHERE l.id = ANY($1::int[]) ORDER BY l.id FOR NO KEY UPDATE OF l`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, r.slug]));
}

/** Keeps the campaign from being deleted until the transaction ends (FOR KEY SHARE); false when it is gone. */
export async function lockLabelCampaign(tx: Queryable, campaignId: number): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM campaigns WHERE id = $1 FOR KEY SHARE', [campaignId]);
  return rows.length > 0;
}

/** The slug of the campaign a label belongs to. */
export async function labelCampaignSlug(db: Queryable, id: number): Promise<string | undefined> {
  const [row] = await db.query<{ slug: string }>('SELECT c.slug FROM labels l JOIN campaigns c ON c.id = l.campaign_id WHERE l.id = $1', [
    id,
  ]);
  return row?.slug;
}

export async function insertLabel(tx: Queryable, campaignId: number, name: string): Promise<number> {
  const [row] = await tx.query<{ id: number }>('INSERT INTO labels (campaign_id, name) VALUES ($1, $2) RETURNING id', [campaignId, name]);
  return row.id;
}

export async function renameLabel(tx: Queryable, id: number, name: string): Promise<void> {
  await tx.query('UPDATE labels SET name = $2 WHERE id = $1', [id, name]);
}

export async function setLabelComponents(tx: Queryable, id: number, componentIds: readonly number[]): Promise<void> {
  await tx.query('DELETE FROM label_components WHERE label_id = $1', [id]);
  await tx.query('INSERT INTO label_components (label_id, component_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [
    id,
    componentIds,
  ]);
}

export async function deleteLabelRow(tx: Queryable, id: number): Promise<void> {
  await tx.query('DELETE FROM labels WHERE id = $1', [id]);
}

/**
 * Broadcasters on the campaign (not Invited or Declined) among these usernames (case-insensitive),
 * their statuses and users locked (FOR SHARE, FOR KEY SHARE) until the transaction ends.
 */
export async function campaignBroadcastersNamed(
  db: Queryable,
  campaignId: number,
  usernames: readonly string[],
): Promise<Array<{ id: number; username: string }>> {
  return db.query(
    `SELECT u.id, u.username FROM users u JOIN campaign_statuses s ON s.broadcaster_id = u.id AND s.campaign_id = $1
     WHERE s.status <> ALL(ARRAY['Invited', 'Declined']) AND lower(u.username) = ANY($2::text[])
     FOR SHARE OF s FOR KEY SHARE OF u`,
    [campaignId, usernames.map((u) => u.toLowerCase())],
  );
}

/** The campaign's components (not deleted) among these ids, locked (FOR SHARE) until the transaction ends. */
export async function campaignComponentIds(db: Queryable, campaignId: number, ids: readonly number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM components WHERE campaign_id = $1 AND NOT is_deleted AND id = ANY($2::int[]) ORDER BY id FOR SHARE',
    [campaignId, ids],
  );
  return rows.map((r) => r.id);
}
