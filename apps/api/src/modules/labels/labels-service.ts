import { groupLabelForm, messages } from '@advocate/validation';
import type { Db, Queryable } from '../../db/db.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { CampaignRef } from '../campaigns/index.ts';
import { componentNames, recordActivity } from '../activity/index.ts';
import {
  campaignBroadcastersNamed,
  campaignComponentIds,
  deleteLabelRow,
  findLabel,
  insertLabel,
  labelCampaignSlug,
  listLabels,
  lockLabelCampaign,
  lockLabels,
  renameLabel,
  setLabelComponents,
  type LabelRow,
} from './repositories/labels-repository.ts';
import { lockGroupRollups, setLabelBroadcasters } from './repositories/label-members-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { campaignEnded, editableCampaign, requireManager, visibleCampaign } from '../shared/index.ts';
import { syncCampaignActions } from '../broadcaster-actions/index.ts';
import { checkForm } from '../campaigns/index.ts';

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

/** Records a campaign group's change (issue 30 part 4): its name, broadcasters and components, by name. */
async function recordGroupActivity(
  tx: Queryable,
  actorId: number,
  at: Date,
  campaignId: number,
  action: string,
  before: LabelRow | null,
  after: LabelRow | null,
): Promise<void> {
  const values = async (label: LabelRow | null) =>
    label && { name: label.name, broadcasters: label.broadcasters, components: await componentNames(tx, label.components) };
  return recordActivity(tx, actorId, {
    at: at,
    kind: 'campaign',
    action,
    place: { campaignId },
    subject: (after ?? before)?.name ?? '',
    before: await values(before),
    after: await values(after),
  });
}

/** GET labels/?campaign= : managers in scope (spec 01 §7 labels by campaign). */
export async function labelsOf(db: Db, user: UserRow, slug: string): Promise<LabelRow[]> {
  requireManager(user);
  const campaign = await visibleCampaign(db, user, slug);
  return listLabels(db, campaign.id);
}

/** canEditCampaigns on a campaign in scope that has not ended (spec 01 §6 'Read-only users cannot add or remove groups'; decision 320). */
async function editableOpenCampaign(db: Queryable, user: UserRow, slug: string, now: Date): Promise<CampaignRef> {
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

/** POST labels/ {name, campaign, broadcasters, components}: checked and written in one transaction. */
export async function createLabel(db: Db, user: UserRow, body: LabelChanges & { campaign: string }, now: Date): Promise<LabelRow> {
  requireManager(user);
  return db.transaction(async (tx) => {
    const campaign = await editableOpenCampaign(tx, user, body.campaign, now);
    if (!(await lockLabelCampaign(tx, campaign.id))) throw notFound();
    const change = await resolve(tx, campaign.id, body, true);
    const made = await insertLabel(tx, campaign.id, change.name as string);
    await write(tx, made, { ...change, name: undefined });
    await syncCampaignActions(tx, campaign.id, now);
    const label = await labelAfterWrite(tx, made);
    await recordGroupActivity(tx, user.id, now, campaign.id, 'group_created', null, label);
    return label;
  });
}

/** The label's campaign when the user may edit it; 404 for a label out of scope or unknown. */
async function labelCampaign(db: Queryable, user: UserRow, id: number, now: Date): Promise<CampaignRef> {
  requireManager(user);
  const slug = await labelCampaignSlug(db, id);
  if (!slug) throw notFound();
  return editableOpenCampaign(db, user, slug, now);
}

/** The campaign of a label locked by lockLabels when the user may edit it; 404 for a label gone, out of scope or unknown. */
async function lockedLabelCampaign(tx: Queryable, user: UserRow, slugs: Map<number, string>, id: number, now: Date): Promise<CampaignRef> {
  requireManager(user);
  const slug = slugs.get(id);
  if (!slug) throw notFound();
  return editableOpenCampaign(tx, user, slug, now);
}

/** The label as written, read in the writing transaction (it is locked, so it is there). */
async function labelAfterWrite(tx: Queryable, id: number): Promise<LabelRow> {
  const label = await findLabel(tx, id);
  if (!label) throw notFound();
  return label;
}

/** PATCH labels/{id}/ with any of name, broadcasters, components: the label locked, checked and written in one transaction. */
export async function updateLabel(db: Db, user: UserRow, id: number, changes: LabelChanges, now: Date): Promise<LabelRow> {
  requireManager(user);
  return db.transaction(async (tx) => {
    const campaign = await lockedLabelCampaign(tx, user, await lockLabels(tx, [id]), id, now);
    const change = await resolve(tx, campaign.id, changes, false);
    const before = await labelAfterWrite(tx, id);
    await write(tx, id, change);
    await syncCampaignActions(tx, campaign.id, now);
    const label = await labelAfterWrite(tx, id);
    await recordGroupActivity(tx, user.id, now, campaign.id, 'group_updated', before, label);
    return label;
  });
}

/** DELETE labels/{id}/. */
export async function deleteLabel(db: Db, user: UserRow, id: number, now: Date): Promise<void> {
  const campaign = await labelCampaign(db, user, id, now);
  await db.transaction(async (tx) => {
    // The label first, then its group rollups' tables, as every label write does (decision 627).
    await lockLabels(tx, [id]);
    await lockGroupRollups(tx);
    const before = await labelAfterWrite(tx, id);
    await deleteLabelRow(tx, id);
    await recordGroupActivity(tx, user.id, now, campaign.id, 'group_deleted', before, null);
    await syncCampaignActions(tx, campaign.id, now);
  });
}

/**
 * PUT labels/batch_update/ (spec 01 §7 'Save Group Changes'): in one transaction every label locked,
 * then each checked in the order given, then all written, so a bad one changes nothing.
 */
export async function batchUpdateLabels(
  db: Db,
  user: UserRow,
  items: Array<LabelChanges & { id: number }>,
  now: Date,
): Promise<LabelRow[]> {
  if (items.length > 0) requireManager(user); // an empty batch changes nothing and answers [], as before
  return db.transaction(async (tx) => {
    const slugs = await lockLabels(
      tx,
      items.map((item) => item.id),
    );
    const checked: Array<{ id: number; campaignId: number; change: ResolvedChange; before: LabelRow }> = [];
    const campaigns = new Set<number>();
    for (const item of items) {
      const campaign = await lockedLabelCampaign(tx, user, slugs, item.id, now);
      campaigns.add(campaign.id);
      const change = await resolve(tx, campaign.id, item, false);
      checked.push({ id: item.id, campaignId: campaign.id, change, before: await labelAfterWrite(tx, item.id) });
    }
    for (const { id, change } of checked) await write(tx, id, change);
    for (const campaignId of [...campaigns].sort((a, b) => a - b)) await syncCampaignActions(tx, campaignId, now);
    const out: LabelRow[] = [];
    for (const { id, campaignId, before } of checked) {
      const label = await labelAfterWrite(tx, id);
      await recordGroupActivity(tx, user.id, now, campaignId, 'group_updated', before, label);
      out.push(label);
    }
    return out;
  });
}
