import { canEditCampaigns, COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';
import { drfErrors, fullscreenTriggerForm, messages } from '@advocate/validation';
import type { Db, Queryable } from '../../db/db.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { findCampaignInScope } from '../campaigns/index.ts';
import type { UserRow } from '../shared/index.ts';
import { recordActivity } from '../activity/index.ts';
import {
  activeBroadcasterIds,
  broadcasterOnManagersCampaign,
  findTriggerComponent,
  insertTestPattern,
  insertVideoTriggers,
  isActiveOn,
  type TestPatternRow,
} from './repositories/video-triggers-repository.ts';
import { campaignEnded } from '../shared/index.ts';
import { publishLive } from '../../platform/live/live-events.ts';

/** Browser source sizes a test pattern comes in (spec 02 §4). */
export const TEST_PATTERN_SIZES = ['1920x1080', '1600x900', '1280x720'] as const;

export interface VideoTriggerBody {
  component?: number;
  broadcasters?: string[];
}

/** A fullscreen video that can play now: ready, started (or no start) and not ended (decision 442). */
function playable(component: { type: string; is_ready: boolean; start_time: Date | null; end_time: Date | null }, now: Date): boolean {
  const t = now.getTime();
  return (
    component.type === COMPONENT_TYPE.fullscreenVideo &&
    component.is_ready &&
    (component.start_time === null || new Date(component.start_time).getTime() <= t) &&
    (component.end_time === null || new Date(component.end_time).getTime() > t)
  );
}

/** Stores the triggers and tells each broadcaster's open overlays to play them (on commit; decision 512). */
async function queueVideos(tx: Queryable, componentId: number, broadcasterIds: number[], requestedBy: number, now: Date): Promise<number> {
  const triggers = await insertVideoTriggers(tx, componentId, broadcasterIds, requestedBy, now);
  for (const t of triggers) await publishLive(tx, { type: 'video', broadcasterId: t.broadcaster_id, triggerId: t.id });
  return triggers.length;
}

/** Stores a test pattern request and tells the broadcaster's open overlays to show it (on commit; decision 512). */
async function queueTestPattern(
  db: Db,
  broadcasterId: number,
  size: TestPatternRow['size'],
  requestedBy: number,
  now: Date,
): Promise<TestPatternRow> {
  return db.transaction(async (tx) => {
    const row = await insertTestPattern(tx, broadcasterId, size, requestedBy, now);
    await publishLive(tx, { type: 'test-pattern', broadcasterId, patternId: row.id });
    return row;
  });
}

/**
 * POST video-trigger/ (spec 01 §2 Fullscreen video trigger, 02 §7): managers who may edit the
 * campaign send it to the named Active broadcasters; a broadcaster sends it to themselves.
 */
export async function triggerVideo(db: Db, user: UserRow, body: VideoTriggerBody, now: Date): Promise<{ triggered: number }> {
  if (user.user_type === 2) {
    // Read-only managers cannot edit any campaign: refused before the body is read (decision 301's order).
    if (!canEditCampaigns(user)) throw forbidden();
    const errors = drfErrors(fullscreenTriggerForm, body as Record<string, unknown>);
    if (Object.keys(errors).length) throw badRequest(errors);
  } else if (body.component === undefined) {
    throw badRequest({ component: [messages.required] });
  }
  return db.transaction(async (tx) => {
    const component = await findTriggerComponent(tx, body.component as number);
    if (user.user_type === 2) {
      if (!component) throw badRequest({ component: [messages.invalidComponentField] });
      const campaign = await findCampaignInScope(tx, user, component.slug);
      if (!campaign) throw badRequest({ component: [messages.invalidComponentField] });
      if (campaignEnded(campaign, now)) throw badRequest({ non_field_errors: [messages.campaignEnded] });
      if (!playable(component, now)) throw badRequest({ component: [messages.invalidComponentField] });
      const usernames = [...new Set((body.broadcasters ?? []).map((u) => u.toLowerCase()))];
      const ids = await activeBroadcasterIds(tx, component.campaign_id, usernames);
      if (ids.size !== usernames.length) throw badRequest({ broadcasters: [messages.selectValidBroadcaster] });
      const triggered = await queueVideos(tx, component.id, [...ids.values()], user.id, now);
      await recordActivity(tx, user.id, {
        at: now,
        kind: 'component',
        action: 'video_triggered',
        place: { campaignId: component.campaign_id },
        subject: usernames.join(', '),
        before: null,
        after: { component: component.name, broadcasters: usernames },
      });
      return { triggered };
    }
    if (!component || !(await isActiveOn(tx, component.campaign_id, user.id))) throw notFound();
    const campaign = await findCampaignInScope(tx, user, component.slug);
    if (!campaign) throw notFound();
    if (campaignEnded(campaign, now)) throw badRequest({ non_field_errors: [messages.campaignEnded] });
    if (!playable(component, now)) throw badRequest({ component: [messages.invalidComponentField] });
    return { triggered: await queueVideos(tx, component.id, [user.id], user.id, now) };
  });
}

export interface TestPatternBody {
  size?: string;
  broadcaster?: string;
}

/**
 * POST browsersource-test-pattern/ (spec 01 §7, 02 §7): a broadcaster asks for their own overlay;
 * a manager who may edit campaigns for a broadcaster on one of the campaigns they see (decision 442).
 */
export async function requestTestPattern(db: Db, user: UserRow, body: TestPatternBody, now: Date): Promise<TestPatternRow> {
  const errors: Record<string, string[]> = {};
  if (!body.size) errors.size = [messages.required];
  else if (!(TEST_PATTERN_SIZES as readonly string[]).includes(body.size)) errors.size = [messages.invalidChoice(body.size)];
  if (user.user_type === 2) {
    if (!canEditCampaigns(user)) throw forbidden();
    if (!body.broadcaster) errors.broadcaster = [messages.required];
    if (Object.keys(errors).length) throw badRequest(errors);
    const target = await broadcasterOnManagersCampaign(db, user, body.broadcaster as string);
    if (!target) throw badRequest({ broadcaster: [messages.selectValidBroadcaster] });
    return queueTestPattern(db, target.id, body.size as TestPatternRow['size'], user.id, now);
  }
  if (body.broadcaster !== undefined && body.broadcaster.toLowerCase() !== user.username.toLowerCase()) {
    errors.broadcaster = [messages.selectValidBroadcaster];
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  return queueTestPattern(db, user.id, body.size as TestPatternRow['size'], user.id, now);
}
