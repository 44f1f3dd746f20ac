import type { Queryable } from '../../../db/db.ts';

export interface WidgetRow {
  id: number;
  type: string;
  name: string;
  text: string;
}

export interface DctaRow {
  id: number;
  component: number;
  rendered_image: string | null;
  rendered_at: Date | null;
  widgets: WidgetRow[];
}

const DCTA_SELECT = `SELECT d.id, d.component_id AS component, d.rendered_image, d.rendered_at,
    coalesce((SELECT json_agg(json_build_object('id', w.id, 'type', w.type, 'name', w.name, 'text', w.text) ORDER BY w.sort_order, w.id)
              FROM widgets w WHERE w.dcta_id = d.id), '[]'::json) AS widgets
  FROM dctas d JOIN components co ON co.id = d.component_id`;

/** The dynamic call to action of a component (not deleted), with its widgets in order. */
export async function dctasOfComponent(q: Queryable, componentId: number): Promise<DctaRow[]> {
  return q.query<DctaRow>(`${DCTA_SELECT} WHERE d.component_id = $1 AND NOT co.is_deleted ORDER BY d.id`, [componentId]);
}

export async function findDcta(q: Queryable, id: number): Promise<DctaRow | undefined> {
  const [row] = await q.query<DctaRow>(`${DCTA_SELECT} WHERE d.id = $1 AND NOT co.is_deleted`, [id]);
  return row;
}

/** The campaign slug behind a dcta (its component not deleted and of a type not hidden). */
export async function dctaCampaignSlug(q: Queryable, dctaId: number): Promise<string | undefined> {
  const [row] = await q.query<{ slug: string }>(
    `SELECT ca.slug FROM dctas d JOIN components co ON co.id = d.component_id JOIN campaigns ca ON ca.id = co.campaign_id
       JOIN component_types ct ON ct.slug = co.type
     WHERE d.id = $1 AND NOT co.is_deleted AND NOT ct.is_hidden`,
    [dctaId],
  );
  return row?.slug;
}

/** The widget of this type with its dcta and campaign slug, locked for the transaction. */
export async function lockWidget(
  q: Queryable,
  type: string,
  id: number,
): Promise<{ id: number; dcta_id: number; slug: string; text: string } | undefined> {
  const [row] = await q.query<{ id: number; dcta_id: number; slug: string; text: string }>(
    `SELECT w.id, w.dcta_id, ca.slug, w.text FROM widgets w JOIN dctas d ON d.id = w.dcta_id JOIN components co ON co.id = d.component_id
       JOIN campaigns ca ON ca.id = co.campaign_id JOIN component_types ct ON ct.slug = co.type
     WHERE w.id = $1 AND w.type = $2 AND NOT co.is_deleted AND NOT ct.is_hidden
     FOR UPDATE OF w`,
    [id, type],
  );
  return row;
}

export async function updateWidgetText(q: Queryable, id: number, text: string, now: Date): Promise<WidgetRow> {
  const [row] = await q.query<WidgetRow>('UPDATE widgets SET text = $2, updated_at = $3 WHERE id = $1 RETURNING id, type, name, text', [
    id,
    text,
    now,
  ]);
  return row;
}

/** The active version's image of the dcta's component (the graphic's background), or null. */
export async function dctaBackground(q: Queryable, dctaId: number): Promise<string | null> {
  const [row] = await q.query<{ image: string | null }>(
    `SELECT v.image FROM dctas d JOIN component_versions v ON v.component_id = d.component_id
     WHERE d.id = $1 ORDER BY v.sequence_number DESC LIMIT 1`,
    [dctaId],
  );
  return row?.image ?? null;
}

/** Locks the dcta row for the render (two renders of one dcta run one after the other). */
export async function lockDcta(q: Queryable, id: number): Promise<{ rendered_image: string | null } | undefined> {
  const [row] = await q.query<{ rendered_image: string | null }>('SELECT rendered_image FROM dctas WHERE id = $1 FOR UPDATE', [id]);
  return row;
}

export async function setRendered(q: Queryable, id: number, url: string, now: Date): Promise<void> {
  await q.query('UPDATE dctas SET rendered_image = $2, rendered_at = $3 WHERE id = $1', [id, url, now]);
}

/** The name of the component a dynamic call to action belongs to. */
export async function dctaComponentName(q: Queryable, dctaId: number): Promise<string | undefined> {
  const [row] = await q.query<{ name: string }>(
    'SELECT co.name FROM dctas d JOIN components co ON co.id = d.component_id WHERE d.id = $1',
    [dctaId],
  );
  return row?.name;
}
