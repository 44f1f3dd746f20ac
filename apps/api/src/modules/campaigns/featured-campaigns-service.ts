import { canEditCampaigns } from '@advocate/auth-and-guards/policies';
import { featureTiming } from '@advocate/metrics-math';
import { drfErrors, featureFormFor, messages } from '@advocate/validation';
import type { Db } from '../../db/db.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import type { CampaignRef } from './repositories/campaigns-repository.ts';
import {
  campaignBroadcasterId,
  deleteFeature,
  findFeature,
  insertFeature,
  listFeatures,
  updateFeatureTimes,
  type FeatureRef,
  type FeatureRow,
} from './repositories/featured-campaigns-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { recordActivity } from '../activity/index.ts';
import { campaignEnded, editableCampaign, requireManager, visibleCampaign } from '../shared/index.ts';

export interface FeatureCreateBody {
  broadcaster?: string;
  campaign: string;
  start_time?: string;
  end_time?: string;
}

export interface FeatureUpdateBody {
  start_time?: string;
  end_time?: string;
}

/** The wire shape: instants as ISO text. */
export interface FeatureAnswer {
  id: number;
  broadcaster: string;
  campaign: string;
  start_time: string;
  end_time: string;
}

const answer = ({ id, broadcaster, campaign, start_time, end_time }: FeatureRow): FeatureAnswer => ({
  id,
  broadcaster,
  campaign,
  start_time: new Date(start_time).toISOString(),
  end_time: new Date(end_time).toISOString(),
});

/** A readable instant, or a field error. */
function instant(field: 'start_time' | 'end_time', value: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw badRequest({ [field]: [messages.invalidDate] });
  return date;
}

/** The form rules of spec 01 §5 Feature form plus the campaign dates (libs/validation featureFormFor). */
function validateWindow(campaign: CampaignRef, values: Record<string, unknown>, now: Date): { start: Date; end: Date } {
  const errors = drfErrors(featureFormFor(campaign), values);
  if (Object.keys(errors).length) throw badRequest(errors);
  const start = instant('start_time', String(values.start_time));
  const end = instant('end_time', String(values.end_time));
  if (end.getTime() <= now.getTime()) throw badRequest({ non_field_errors: [messages.featureEnded] });
  return { start, end };
}

/** GET featured-campaigns/?campaign= (spec 01 §7 featuredCampaigns by campaign): managers in scope. */
export async function featuresOf(db: Db, user: UserRow, slug: string): Promise<FeatureAnswer[]> {
  requireManager(user);
  const campaign = await visibleCampaign(db, user, slug);
  return (await listFeatures(db, campaign.id)).map(answer);
}

/**
 * POST featured-campaigns/ {broadcaster, campaign, start_time, end_time} (spec 01 §2 'Feature This
 * Campaign', §5, §7): editors of a running campaign feature one of its broadcasters within the
 * campaign dates.
 */
export async function createFeature(db: Db, user: UserRow, body: FeatureCreateBody, now: Date): Promise<FeatureAnswer> {
  requireManager(user);
  const campaign = await editableCampaign(db, user, body.campaign);
  if (campaignEnded(campaign, now)) throw badRequest({ non_field_errors: [messages.campaignEnded] });
  const { start, end } = validateWindow(campaign, body as unknown as Record<string, unknown>, now);
  return db.transaction(async (tx) => {
    const broadcasterId = await campaignBroadcasterId(tx, campaign.id, String(body.broadcaster));
    if (broadcasterId === undefined) throw badRequest({ broadcaster: [messages.selectValidBroadcaster] });
    const id = await insertFeature(tx, { campaignId: campaign.id, broadcasterId, start, end });
    const made = answer((await findFeature(tx, id)) as FeatureRef);
    await recordActivity(tx, user.id, {
      at: now,
      kind: 'feature',
      action: 'created',
      place: { campaignId: campaign.id },
      subject: made.broadcaster,
      before: null,
      after: featureValues(made),
    });
    return made;
  });
}

/** The feature when the user may change it: visible (else 404), editor (else 403), not past and campaign running (else 400). */
async function editableFeature(db: Db, user: UserRow, id: number, now: Date): Promise<{ feature: FeatureRef; campaign: CampaignRef }> {
  requireManager(user);
  const feature = await findFeature(db, id);
  if (!feature) throw notFound();
  const campaign = await visibleCampaign(db, user, feature.campaign);
  if (!canEditCampaigns(user)) throw forbidden();
  if (campaignEnded(campaign, now)) throw badRequest({ non_field_errors: [messages.campaignEnded] });
  if (featureTiming(feature, now) === 'past') throw badRequest({ non_field_errors: [messages.featureEnded] });
  return { feature, campaign };
}

/** PATCH featured-campaigns/{id}/ with start_time and/or end_time (spec 01 §7): current and upcoming features only. */
export async function updateFeature(db: Db, user: UserRow, id: number, body: FeatureUpdateBody, now: Date): Promise<FeatureAnswer> {
  const { feature, campaign } = await editableFeature(db, user, id, now);
  const values = {
    broadcaster: feature.broadcaster,
    start_time: body.start_time ?? feature.start_time.toISOString(),
    end_time: body.end_time ?? feature.end_time.toISOString(),
  };
  const { start, end } = validateWindow(campaign, values, now);
  return db.transaction(async (tx) => {
    await updateFeatureTimes(tx, id, start, end);
    const updated = answer((await findFeature(tx, id)) as FeatureRef);
    await recordActivity(tx, user.id, {
      at: now,
      kind: 'feature',
      action: 'updated',
      place: { campaignId: campaign.id },
      subject: feature.broadcaster,
      before: featureValues(answer(feature)),
      after: featureValues(updated),
    });
    return updated;
  });
}

/** DELETE featured-campaigns/{id}/ (spec 01 §7): current and upcoming features only. */
export async function removeFeature(db: Db, user: UserRow, id: number, now: Date): Promise<void> {
  const { feature, campaign } = await editableFeature(db, user, id, now);
  await db.transaction(async (tx) => {
    await deleteFeature(tx, id);
    await recordActivity(tx, user.id, {
      at: now,
      kind: 'feature',
      action: 'deleted',
      place: { campaignId: campaign.id },
      subject: feature.broadcaster,
      before: featureValues(answer(feature)),
      after: null,
    });
  });
}

/** A feature as the activity log keeps it: the broadcaster featured and when. */
function featureValues(feature: FeatureAnswer): Record<string, unknown> {
  return { broadcaster: feature.broadcaster, start_time: feature.start_time, end_time: feature.end_time };
}
