import type { FromSchema } from 'json-schema-to-ts';
import type { Queryable } from '../../../db/db.ts';
import type { componentAnswer, typeAnswer, versionAnswer } from '../schemas/component-schemas.ts';

/** A component type (spec 01 §3 Component type), as answered. */
export type ComponentTypeRow = FromSchema<typeof typeAnswer>;

/** Every component type that is not hidden, in sort order (hidden types are shown to nobody, spec 01 §6). */
export async function listVisibleComponentTypes(db: Queryable): Promise<ComponentTypeRow[]> {
  return db.query<ComponentTypeRow>(
    `SELECT slug, name, description, instructions, is_versioned, is_hidden, sort_order
     FROM component_types WHERE NOT is_hidden ORDER BY sort_order, slug`,
  );
}

/** Every component type's display name by slug, hidden types too (report files name the types clicked). */
export async function componentTypeNames(db: Queryable): Promise<Map<string, string>> {
  const rows = await db.query<{ slug: string; name: string }>(`SELECT slug, name FROM component_types`);
  return new Map(rows.map((r) => [r.slug, r.name]));
}

/** A component version (spec 01 §3 Component version), as answered. */
export type ComponentVersionRow = FromSchema<typeof versionAnswer>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A component without its versions (spec 01 §3 Component, the fields the schema keeps), as answered. */
export type ComponentRow = Omit<FromSchema<typeof componentAnswer>, 'versions' | 'activeVersion'>;

const COMPONENT_COLUMNS = `co.id, co.name, co.type, ca.slug AS campaign, co.is_movable, co.is_ready, co.start_time, co.end_time,
            co.end_signal_send, co.daily_cap_reached,
            coalesce((SELECT array_agg(lc.label_id ORDER BY lc.label_id) FROM label_components lc WHERE lc.component_id = co.id), '{}'::int[]) AS labels,
            co.impression_cutoff, co.daily_impression_cap, co.keyword, co.youtube_url, co.description,
            co.video_file, CASE WHEN co.widget_upload LIKE '%/index.html' THEN co.widget_upload END AS widget_url, co.is_deleted`;

const withIsoTimes = (r: ComponentRow): ComponentRow => ({
  ...r,
  start_time: iso(r.start_time),
  end_time: iso(r.end_time),
  end_signal_send: iso(r.end_signal_send),
});

/**
 * The campaign's components that are not deleted and not of a hidden type, by id; with `activeAt`
 * only those not ended at that time (end_time null or later).
 */
export async function listCampaignComponents(db: Queryable, campaignId: number, activeAt?: Date): Promise<ComponentRow[]> {
  const rows = await db.query<ComponentRow>(
    `SELECT ${COMPONENT_COLUMNS}
     FROM components co
     JOIN campaigns ca ON ca.id = co.campaign_id
     JOIN component_types ct ON ct.slug = co.type
     WHERE co.campaign_id = $1 AND NOT co.is_deleted AND NOT ct.is_hidden
       AND ($2::timestamptz IS NULL OR co.end_time IS NULL OR co.end_time > $2::timestamptz)
     ORDER BY co.id`,
    [campaignId, activeAt ?? null],
  );
  return rows.map(withIsoTimes);
}

/** One component that is not deleted and not of a hidden type, as the list answers it, or undefined. */
export async function findComponentRow(db: Queryable, id: number): Promise<ComponentRow | undefined> {
  const [row] = await db.query<ComponentRow>(
    `SELECT ${COMPONENT_COLUMNS}
     FROM components co
     JOIN campaigns ca ON ca.id = co.campaign_id
     JOIN component_types ct ON ct.slug = co.type
     WHERE co.id = $1 AND NOT co.is_deleted AND NOT ct.is_hidden`,
    [id],
  );
  return row && withIsoTimes(row);
}

/** The versions of these components in one query, newest first (highest sequence_number) per component. */
export async function listVersionsOf(
  db: Queryable,
  componentIds: readonly number[],
): Promise<Array<ComponentVersionRow & { component_id: number }>> {
  if (componentIds.length === 0) return [];
  const rows = await db.query<ComponentVersionRow & { component_id: number }>(
    `SELECT id, component_id, content_id, sequence_number, image, message, link, created, config
     FROM component_versions WHERE component_id = ANY($1::int[])
     ORDER BY component_id, sequence_number DESC, id DESC`,
    [[...componentIds]],
  );
  return rows.map((r) => ({ ...r, created: iso(r.created) as string }));
}

/** The campaign slug of a component that is not deleted and not of a hidden type, or undefined. */
export async function componentCampaignSlug(db: Queryable, id: number): Promise<string | undefined> {
  const [row] = await db.query<{ slug: string }>(
    `SELECT ca.slug FROM components co JOIN campaigns ca ON ca.id = co.campaign_id JOIN component_types ct ON ct.slug = co.type
     WHERE co.id = $1 AND NOT co.is_deleted AND NOT ct.is_hidden`,
    [id],
  );
  return row?.slug;
}
