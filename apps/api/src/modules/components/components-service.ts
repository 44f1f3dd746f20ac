import type { Db, Queryable } from '../../db/db.ts';
import { notFound } from '../../errors.ts';
import {
  componentCampaignSlug,
  findComponentRow,
  listCampaignComponents,
  listVersionsOf,
  listVisibleComponentTypes,
  type ComponentRow,
  type ComponentTypeRow,
  type ComponentVersionRow,
} from './repositories/components-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { requireManager, visibleCampaign } from '../shared/index.ts';

export type ComponentAnswer = ComponentRow & { versions: ComponentVersionRow[]; activeVersion: ComponentVersionRow | null };

/** GET component-types/: any signed-in user; hidden types are shown to nobody (spec 01 §6). */
export async function componentTypes(db: Db): Promise<ComponentTypeRow[]> {
  return listVisibleComponentTypes(db);
}

/** GET components/?campaign=&active=: managers in scope (decision 400), versions newest first. */
export async function componentsOf(
  db: Db,
  user: UserRow,
  slug: string,
  active: boolean | undefined,
  now: Date,
): Promise<ComponentAnswer[]> {
  requireManager(user);
  const campaign = await visibleCampaign(db, user, slug);
  const components = await listCampaignComponents(db, campaign.id, active ? now : undefined);
  const versions = await listVersionsOf(
    db,
    components.map((c) => c.id),
  );
  const byComponent = new Map<number, ComponentVersionRow[]>();
  for (const { component_id, ...version } of versions) {
    const list = byComponent.get(component_id) ?? [];
    list.push(version);
    byComponent.set(component_id, list);
  }
  return components.map((c) => {
    const list = byComponent.get(c.id) ?? [];
    return { ...c, versions: list, activeVersion: list[0] ?? null };
  });
}

/** GET component-versions/?component=: same scope as the component's campaign, newest first. */
export async function componentVersionsOf(db: Db, user: UserRow, componentId: number): Promise<ComponentVersionRow[]> {
  requireManager(user);
  const slug = await componentCampaignSlug(db, componentId);
  if (!slug) throw notFound();
  await visibleCampaign(db, user, slug);
  return (await listVersionsOf(db, [componentId])).map(({ component_id: _, ...v }) => v);
}

/** One component as the list answers it (after a write), or 404. */
export async function componentAnswerOf(db: Queryable, id: number): Promise<ComponentAnswer> {
  const component = await findComponentRow(db, id);
  if (!component) throw notFound();
  const versions = (await listVersionsOf(db, [id])).map(({ component_id: _, ...v }) => v);
  return { ...component, versions, activeVersion: versions[0] ?? null };
}
