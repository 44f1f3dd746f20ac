import { groupLabelForm, messages } from '@advocate/validation';
import type { Db, Queryable } from '../db/db.ts';
import { badRequest, notFound } from '../plugins/error-handler.ts';
import type { CampaignRef } from '../repositories/campaigns-repository.ts';
import {
  campaignBroadcastersNamed,
  campaignComponentIds,
  deleteLabelRow,
  findLabel,
  insertLabel,
  labelCampaignSlug,
  listLabels,
  renameLabel,
  setLabelBroadcasters,
  setLabelComponents,
  type LabelRow,
} from '../repositories/labels-repository.ts';
import type { UserRow } from '../repositories/users-repository.ts';
import { campaignEnded, editableCampaign, requireManager, visibleCampaign } from './access.ts';
import { checkForm } from './campaign-values.ts';

/** What a label write may carry (spec 01 §7 Create labels, Update labels/{id}, batch update). */
export interface LabelChanges {
  name?: string;
  broadcasters?: string[];
  components?: number[];
}

/** A checked change: ids resolved, ready to write. */
interface ResolvedChange {
  name?: string;
  broadcasterIds?: number[];
  componentIds?: number[];
}

/** GET labels/?campaign= : managers in scope (spec 01 §7 labels by campaign). */
export async function labelsOf(db: Db, user: UserRow, slug: string): Promise<LabelRow[]> {
  requireManager(user);
  const campaign = await visibleCampaign(db, user, slug);
  return listLabels(db, campaign.id);
}

/** canEditCampaigns on a campaign in scope that has not ended (spec 01 §6 'Read-only users cannot add or remove groups'; decision 320). */
async function editableOpenCampaign(db: Db, user: UserRow, slug: string, now: Date): Promise<CampaignRef> {
  requireManager(user);
  const campaign = await editableCampaign(db, user, slug);
  if (campaignEnded(campaign, now)) throw badRequest({ non_field_errors: [messages.campaignEnded] });
  return campaign;
}

/** Checks a change against the campaign: the name rule of libs/validation, broadcasters on it, its components. */
async function resolve(db: Queryable, campaignId: number, changes: LabelChanges, nameRequired: boolean): Promise<ResolvedChange> {
  const out: ResolvedChange = {};
  if (changes.name !== undefined || nameRequired) {
    const name = (changes.name ?? '').trim();
    checkForm(groupLabelForm, { name });
    out.name = name;
  }
  if (changes.broadcasters) {
    const wanted = [...new Set(changes.broadcasters.map((u) => u.trim().toLowerCase()))];
    const found = await campaignBroadcastersNamed(db, campaignId, wanted);
    if (found.length !== wanted.length) throw badRequest({ broadcasters: [messages.selectValidBroadcaster] });
    out.broadcasterIds = found.map((b) => b.id);
  }
  if (changes.components) {
    const wanted = [...new Set(changes.components)];
    const found = new Set(await campaignComponentIds(db, campaignId, wanted));
    const missing = wanted.find((id) => !found.has(id));
    if (missing !== undefined) throw badRequest({ components: [messages.unknownPk(missing)] });
    out.componentIds = wanted;
  }
  return out;
}

async function write(tx: Queryable, id: number, change: ResolvedChange): Promise<void> {
  if (change.name !== undefined) await renameLabel(tx, id, change.name);
  if (change.broadcasterIds) await setLabelBroadcasters(tx, id, change.broadcasterIds);
  if (change.componentIds) await setLabelComponents(tx, id, change.componentIds);
}

/** POST labels/ {name, campaign, broadcasters, components}. */
export async function createLabel(db: Db, user: UserRow, body: LabelChanges & { campaign: string }, now: Date): Promise<LabelRow> {
  const campaign = await editableOpenCampaign(db, user, body.campaign, now);
  const change = await resolve(db, campaign.id, body, true);
  const id = await db.transaction(async (tx) => {
    const made = await insertLabel(tx, campaign.id, change.name as string);
    await write(tx, made, { ...change, name: undefined });
    return made;
  });
  return (await findLabel(db, id)) as LabelRow;
}

/** The label's campaign when the user may edit it; 404 for a label out of scope or unknown. */
async function labelCampaign(db: Db, user: UserRow, id: number, now: Date): Promise<CampaignRef> {
  requireManager(user);
  const slug = await labelCampaignSlug(db, id);
  if (!slug) throw notFound();
  return editableOpenCampaign(db, user, slug, now);
}

/** PATCH labels/{id}/ with any of name, broadcasters, components. */
export async function updateLabel(db: Db, user: UserRow, id: number, changes: LabelChanges, now: Date): Promise<LabelRow> {
  const campaign = await labelCampaign(db, user, id, now);
  const change = await resolve(db, campaign.id, changes, false);
  await db.transaction((tx) => write(tx, id, change));
  return (await findLabel(db, id)) as LabelRow;
}

/** DELETE labels/{id}/. */
export async function deleteLabel(db: Db, user: UserRow, id: number, now: Date): Promise<void> {
  await labelCampaign(db, user, id, now);
  await db.transaction((tx) => deleteLabelRow(tx, id));
}

/**
 * PUT labels/batch_update/ (spec 01 §7 'Save Group Changes'): every label checked first, then all
 * written in one transaction, so a bad one changes nothing.
 */
export async function batchUpdateLabels(db: Db, user: UserRow, items: Array<LabelChanges & { id: number }>, now: Date): Promise<LabelRow[]> {
  const checked: Array<{ id: number; change: ResolvedChange }> = [];
  for (const item of items) {
    const campaign = await labelCampaign(db, user, item.id, now);
    checked.push({ id: item.id, change: await resolve(db, campaign.id, item, false) });
  }
  await db.transaction(async (tx) => {
    for (const { id, change } of checked) await write(tx, id, change);
  });
  const out: LabelRow[] = [];
  for (const { id } of checked) out.push((await findLabel(db, id)) as LabelRow);
  return out;
}
