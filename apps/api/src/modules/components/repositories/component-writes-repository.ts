import type { Queryable } from '../../../db/db.ts';

/** The campaign settings that change a component form (spec 01 §5), as componentFormFor reads them. */
export interface ComponentCampaignSettings {
  set_live_graphic_times: boolean;
  keyword_links: boolean;
  hard_coded_links: boolean;
}

export async function componentCampaignSettings(q: Queryable, campaignId: number): Promise<ComponentCampaignSettings> {
  const [row] = await q.query<ComponentCampaignSettings>(
    'SELECT set_live_graphic_times, keyword_links, hard_coded_links FROM campaigns WHERE id = $1',
    [campaignId],
  );
  return row;
}

/** A type the campaign offers (available_components) that is not hidden, or undefined. */
export async function offeredComponentType(
  q: Queryable,
  campaignId: number,
  slug: string,
): Promise<{ slug: string; is_versioned: boolean } | undefined> {
  const [row] = await q.query<{ slug: string; is_versioned: boolean }>(
    `SELECT ct.slug, ct.is_versioned FROM component_types ct
     JOIN campaign_component_types cct ON cct.component_type = ct.slug AND cct.campaign_id = $1
     WHERE ct.slug = $2 AND NOT ct.is_hidden`,
    [campaignId, slug],
  );
  return row;
}

/** Which of these label ids are groups of the campaign. */
export async function campaignLabelIds(q: Queryable, campaignId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await q.query<{ id: number }>('SELECT id FROM labels WHERE campaign_id = $1 AND id = ANY($2::int[])', [
    campaignId,
    [...ids],
  ]);
  return rows.map((r) => r.id);
}

/** The columns of components a write sets (spec 01 §3 Component). */
export interface ComponentFields {
  name: string;
  is_movable: boolean;
  start_time: Date | null;
  end_time: Date | null;
  end_signal_send: Date | null;
  impression_cutoff: number | null;
  daily_impression_cap: number | null;
  keyword: string | null;
  youtube_url: string | null;
  description: string;
  video_file: string | null;
  widget_upload: string | null;
}

export async function insertComponent(
  tx: Queryable,
  c: ComponentFields & { campaignId: number; type: string; createdBy: number; now: Date },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO components (campaign_id, type, name, is_movable, start_time, end_time, impression_cutoff, daily_impression_cap,
       keyword, youtube_url, description, video_file, widget_upload, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15) RETURNING id`,
    [
      c.campaignId,
      c.type,
      c.name,
      c.is_movable,
      c.start_time,
      c.end_time,
      c.impression_cutoff,
      c.daily_impression_cap,
      c.keyword,
      c.youtube_url,
      c.description,
      c.video_file,
      c.widget_upload,
      c.createdBy,
      c.now,
    ],
  );
  return row.id;
}

/** The component as a write reads it: locked for the rest of the transaction; deleted or hidden ones are not found. */
export interface LockedComponent extends ComponentFields {
  id: number;
  campaign_id: number;
  campaign_slug: string;
  type: string;
  is_versioned: boolean;
}

export async function lockComponent(tx: Queryable, id: number): Promise<LockedComponent | undefined> {
  const [row] = await tx.query<LockedComponent>(
    `SELECT co.id, co.campaign_id, ca.slug AS campaign_slug, co.type, ct.is_versioned, co.name, co.is_movable, co.start_time, co.end_time,
            co.end_signal_send, co.impression_cutoff, co.daily_impression_cap, co.keyword, co.youtube_url, co.description,
            co.video_file, co.widget_upload
     FROM components co JOIN campaigns ca ON ca.id = co.campaign_id JOIN component_types ct ON ct.slug = co.type
     WHERE co.id = $1 AND NOT co.is_deleted AND NOT ct.is_hidden
     FOR UPDATE OF co`,
    [id],
  );
  return row;
}

export async function updateComponentFields(tx: Queryable, id: number, c: ComponentFields, now: Date): Promise<void> {
  await tx.query(
    `UPDATE components SET name = $2, is_movable = $3, start_time = $4, end_time = $5, end_signal_send = $6, impression_cutoff = $7,
       daily_impression_cap = $8, keyword = $9, youtube_url = $10, description = $11, video_file = $12, widget_upload = $13, updated_at = $14
     WHERE id = $1`,
    [
      id,
      c.name,
      c.is_movable,
      c.start_time,
      c.end_time,
      c.end_signal_send,
      c.impression_cutoff,
      c.daily_impression_cap,
      c.keyword,
      c.youtube_url,
      c.description,
      c.video_file,
      c.widget_upload,
      now,
    ],
  );
}

/** Soft delete (spec 01 §3 is_deleted): the row stays for metrics and history. */
export async function markComponentDeleted(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.query('UPDATE components SET is_deleted = true, updated_at = $2 WHERE id = $1', [id, now]);
}

/** A version's content (spec 01 §3 Component version). */
export interface VersionContent {
  image: string | null;
  message: string | null;
  link: string | null;
  config: Record<string, unknown>;
}

export interface VersionRow extends VersionContent {
  id: number;
  content_id: string;
  sequence_number: number;
}

/** The active version (highest sequence_number), or undefined. */
export async function activeVersionOf(tx: Queryable, componentId: number): Promise<VersionRow | undefined> {
  const [row] = await tx.query<VersionRow>(
    `SELECT id, content_id, sequence_number, image, message, link, config FROM component_versions
     WHERE component_id = $1 ORDER BY sequence_number DESC, id DESC LIMIT 1`,
    [componentId],
  );
  return row;
}

/** A version of this component, or undefined (a version of another component is not found). */
export async function versionOf(tx: Queryable, componentId: number, versionId: number): Promise<VersionRow | undefined> {
  const [row] = await tx.query<VersionRow>(
    'SELECT id, content_id, sequence_number, image, message, link, config FROM component_versions WHERE component_id = $1 AND id = $2',
    [componentId, versionId],
  );
  return row;
}

/** Adds a version after the highest sequence number (1 for the first). */
export async function insertVersion(
  tx: Queryable,
  componentId: number,
  contentId: string,
  content: VersionContent,
  now: Date,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO component_versions (component_id, content_id, sequence_number, image, message, link, config, created)
     VALUES ($1, $2, (SELECT coalesce(max(sequence_number), 0) + 1 FROM component_versions WHERE component_id = $1), $3, $4, $5, $6, $7)
     RETURNING id`,
    [componentId, contentId, content.image, content.message, content.link, JSON.stringify(content.config), now],
  );
  return row.id;
}

/** Changes a version's content in place (non-versioned types). */
export async function updateVersionContent(tx: Queryable, versionId: number, content: VersionContent): Promise<void> {
  await tx.query('UPDATE component_versions SET image = $2, message = $3, link = $4, config = $5 WHERE id = $1', [
    versionId,
    content.image,
    content.message,
    content.link,
    JSON.stringify(content.config),
  ]);
}

export async function addComponentToLabels(tx: Queryable, componentId: number, labelIds: readonly number[]): Promise<void> {
  if (labelIds.length === 0) return;
  await tx.query('INSERT INTO label_components (label_id, component_id) SELECT unnest($1::int[]), $2 ON CONFLICT DO NOTHING', [
    [...labelIds],
    componentId,
  ]);
}

/** The dynamic call to action of a new component and one text widget per name, in order. */
export async function insertDctaWithWidgets(tx: Queryable, componentId: number, names: readonly string[], now: Date): Promise<number> {
  const [dcta] = await tx.query<{ id: number }>('INSERT INTO dctas (component_id) VALUES ($1) RETURNING id', [componentId]);
  for (const [i, name] of names.entries()) {
    await tx.query(`INSERT INTO widgets (dcta_id, type, name, sort_order, updated_at) VALUES ($1, 'text', $2, $3, $4)`, [
      dcta.id,
      name,
      i,
      now,
    ]);
  }
  return dcta.id;
}

export async function insertWatchParty(
  tx: Queryable,
  w: { campaignId: number; componentId: number; game: string; apiKey: string; source: string | null; now: Date },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO watch_parties (campaign_id, component_id, game, api_key, current_source, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [w.campaignId, w.componentId, w.game, w.apiKey, w.source, w.now],
  );
  return row.id;
}

/** Keeps a watch party's game and source in line with its component's edits. */
export async function updateWatchPartyOf(
  tx: Queryable,
  componentId: number,
  values: { game: string; source: string | null },
): Promise<void> {
  await tx.query('UPDATE watch_parties SET game = $2, current_source = $3 WHERE component_id = $1', [
    componentId,
    values.game,
    values.source,
  ]);
}

/** Makes the component's groups exactly these (ids already checked to be the campaign's). */
export async function setComponentLabels(tx: Queryable, componentId: number, labelIds: readonly number[]): Promise<void> {
  await tx.query('DELETE FROM label_components WHERE component_id = $1 AND NOT (label_id = ANY($2::int[]))', [componentId, [...labelIds]]);
  await addComponentToLabels(tx, componentId, labelIds);
}
