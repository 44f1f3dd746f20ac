import { campaignCreateForm, messages } from '@advocate/validation';
import { COMPONENT_TYPE_NAMES, isComponentType } from '@advocate/auth-and-guards/policies';
import type { ComponentSlug } from '@advocate/api-client';
import type { Db } from '../../db/db.ts';
import { badRequest } from '../../errors.ts';
import {
  CAMPAIGN_COLUMNS,
  deleteCampaignRow,
  endCampaignStatuses,
  setCampaignComponentTypes,
  updateCampaignRow,
  type CampaignColumns,
} from './repositories/campaign-writes-repository.ts';
import { findCampaignDetail } from './repositories/campaign-detail-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { campaignEnded, editableCampaign, requireManager } from '../shared/index.ts';
import { syncCampaignActions } from '../broadcaster-actions/index.ts';
import { publishLive } from '../../platform/live/live-events.ts';
import { recordCampaignEvent } from './campaign-events.ts';
import { checkForm, readDates } from './campaign-values.ts';
import { followDailyCapChange } from '../overlay/index.ts';
import { recordActivity } from '../activity/index.ts';

/** PATCH campaigns/{slug}/ body: any editable field. */
export type CampaignUpdateInput = Partial<Omit<CampaignColumns, 'start_date' | 'end_date'>> & {
  start_date?: string;
  end_date?: string | null;
  available_components?: ComponentSlug[];
};

/** The settings toggles of the Campaign Settings modal (spec 01 §2 management); a change of only these is 'settings_updated'. */
const SETTINGS = new Set<string>([
  'auto_active_invites',
  'action_notifications',
  'team_auto_add',
  'independent_live_graphics',
  'allow_self_deactivate',
  'set_live_graphic_times',
  'pause_after_live_graphics',
  'keyword_links',
  'hard_coded_links',
  'impression_cutoff',
  'daily_impression_cap',
  'seconds_per_impression',
]);

/** An end_date this close to the server clock (or earlier) is 'End Campaign' (decision 323): client clocks drift. */
const END_SLACK_MS = 60_000;

/** An upcoming campaign ended now starts this long before its end (the table needs end_date > start_date). */
const UPCOMING_START_GAP_MS = 1_000;

/**
 * Updates a campaign (spec 01 §7 Update campaigns/{slug}): details, settings toggles, or end_date.
 * An end_date at or before now ends the campaign (stored as the server's now): a campaign_ended
 * event and every Active, Pending, Flagged and Deactivated status becomes 'Campaign Ended'
 * (spec 01 §4). A campaign that has ended refuses every change (decision 320). One transaction.
 */
export async function updateCampaign(db: Db, user: UserRow, slug: string, input: CampaignUpdateInput, now: Date): Promise<number> {
  requireManager(user);
  const campaign = await editableCampaign(db, user, slug);
  if (campaignEnded(campaign, now)) throw badRequest({ non_field_errors: [messages.campaignEnded] });
  const current = await findCampaignDetail(db, campaign.id);
  if (!current) throw badRequest({ non_field_errors: [messages.campaignEnded] });

  const dates = readDates(input);
  const changes: Partial<CampaignColumns> = {};
  for (const column of CAMPAIGN_COLUMNS) {
    if (column === 'start_date' || column === 'end_date') continue;
    const value = input[column];
    if (value !== undefined) (changes as Record<string, unknown>)[column] = typeof value === 'string' ? value.trim() : value;
  }
  if (dates.start_date) changes.start_date = dates.start_date;
  if (dates.end_date !== undefined) changes.end_date = dates.end_date;
  dropUnchanged(changes, current);
  const merged = () => ({
    ...current,
    ...changes,
    start_date: changes.start_date ?? new Date(current.start_date),
    end_date: changes.end_date === undefined ? (current.end_date ? new Date(current.end_date) : null) : changes.end_date,
  });
  const ending = changes.end_date !== undefined && changes.end_date !== null && changes.end_date.getTime() <= now.getTime() + END_SLACK_MS;
  // 'End Campaign' (only end_date sent) on a campaign not started yet ends it before it ever ran: its
  // start moves to just before now (decision 681). A details edit sending both dates is checked as sent.
  const endingUpcoming =
    ending && input.start_date === undefined && new Date(current.start_date).getTime() >= now.getTime() - UPCOMING_START_GAP_MS;
  if (!endingUpcoming) checkForm(campaignCreateForm, merged());
  // Checked as sent first, then stored as the server's now.
  if (ending) {
    changes.end_date = now;
    if (endingUpcoming) changes.start_date = new Date(now.getTime() - UPCOMING_START_GAP_MS);
    checkForm(campaignCreateForm, merged());
  }

  const typesChanged =
    input.available_components !== undefined && input.available_components.join() !== current.available_components.join();
  const touched = Object.keys(changes);
  // The console may send the whole campaign with one toggle changed (spec 01 §7): nothing changed, nothing written.
  if (touched.length === 0 && !typesChanged) return campaign.id;
  const type = ending
    ? 'campaign_ended'
    : touched.length > 0 && touched.every((k) => SETTINGS.has(k))
      ? 'settings_updated'
      : 'campaign_updated';
  await db.transaction(async (tx) => {
    await updateCampaignRow(tx, campaign.id, changes, now);
    if (typesChanged && input.available_components) await setCampaignComponentTypes(tx, campaign.id, input.available_components);
    if (ending) await endCampaignStatuses(tx, campaign.id, now);
    await recordCampaignEvent(tx, type, { campaignId: campaign.id, now });
    await recordActivity(tx, user.id, {
      at: now,
      kind: 'campaign',
      action: type === 'campaign_ended' ? 'ended' : type === 'settings_updated' ? 'settings_updated' : 'updated',
      place: { campaignId: campaign.id },
      subject: typeof changes.name === 'string' ? changes.name : campaign.name,
      ...campaignChangeValues(current, changes, typesChanged ? input.available_components : undefined),
    });
    // A raised (or lowered) daily cap takes effect at once, not at the 00:00 UTC reset (decision 615).
    if (changes.daily_impression_cap !== undefined) await followDailyCapChange(tx, now, { campaignId: campaign.id });
    await syncCampaignActions(tx, campaign.id, now);
  });
  return campaign.id;
}

/** Before and after of the fields a campaign update changed, dates as ISO text (the activity log). */
function campaignChangeValues(
  stored: object,
  changes: Partial<CampaignColumns>,
  types: ComponentSlug[] | undefined,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const current = stored as Record<string, unknown>;
  const text = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    before[key] =
      current[key] === null || current[key] === undefined
        ? null
        : text(key.endsWith('_date') ? new Date(current[key] as string) : current[key]);
    after[key] = value === null ? null : text(value);
  }
  if (types) {
    // The types by name (Banner Graphics), as the campaign's settings show them.
    const names = (slugs: unknown) =>
      Array.isArray(slugs) ? slugs.map((slug) => (isComponentType(slug) ? COMPONENT_TYPE_NAMES[slug] : slug)) : slugs;
    before.available_components = names(current.available_components);
    after.available_components = names(types);
  }
  return { before, after };
}

/** Leaves in `changes` only what differs from the stored campaign (dates by instant). */
function dropUnchanged(changes: Partial<CampaignColumns>, stored: object): void {
  const current = stored as Record<string, unknown>;
  const same = (a: unknown, b: unknown) =>
    a instanceof Date || b instanceof Date
      ? a === null || b === null
        ? a === b
        : new Date(a as Date).getTime() === new Date(b as Date).getTime()
      : a === b;
  for (const key of Object.keys(changes) as Array<keyof CampaignColumns>) {
    if (same(changes[key], current[key])) delete changes[key];
  }
}

/** DELETE campaigns/{slug}/: canEditCampaigns; everything of the campaign goes with it (spec 01 §4), ended or not (decision 320). */
export async function deleteCampaign(db: Db, user: UserRow, slug: string, now: Date): Promise<void> {
  requireManager(user);
  const campaign = await editableCampaign(db, user, slug);
  await db.transaction(async (tx) => {
    // Overlays showing its graphics drop them on commit (decision 506).
    await publishLive(tx, { type: 'campaign', campaignId: campaign.id });
    await recordActivity(tx, user.id, {
      at: now,
      kind: 'campaign',
      action: 'deleted',
      place: { campaignId: campaign.id },
      subject: campaign.name,
      before: { name: campaign.name, slug: campaign.slug },
      after: null,
    });
    await deleteCampaignRow(tx, campaign.id);
  });
}
