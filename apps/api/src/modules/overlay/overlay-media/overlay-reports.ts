import { messages } from '@advocate/validation';
import { serverMessages } from '@advocate/validation/server-messages';
import type { Db, Queryable } from '../../../db/db.ts';
import { HttpError, badRequest, notFound } from '../../../errors.ts';
import { recordDisplays, recordVideoPlays } from '../../events/index.ts';
import { liveGraphicsShowableAt } from '../../components/index.ts';
import type { OverlayBroadcaster } from '../repositories/overlay-repository.ts';
import { keyBroadcaster } from '../overlay-access.ts';
import {
  claimVideoTrigger,
  findDisplayComponent,
  findPendingVideo,
  impressionTotals,
  liveViewersAt,
  lockCampaignImpressions,
  markTestPatternShown,
  overlapsRecordedDisplay,
  pendingOverlayRequests,
  setDailyCapReached,
  testPatternShown,
  videoTriggerPlayed,
  type PendingTestPattern,
  type PendingVideo,
} from '../repositories/overlay-media-repository.ts';
import { activityEvent, publishLive } from '../../../platform/live/live-events.ts';
import { FUTURE_SKEW_SECONDS, MAX_REPORT_AGE_SECONDS, countImpressions, maxDisplaySeconds, rawImpressions } from './impressions.ts';

/**
 * What the browser source overlay reports (issue 8, decisions 510-512): displays of live graphics
 * (with impressions and daily caps), fullscreen video plays and shown test patterns. The overlay is
 * authenticated by its address alone: the broadcaster's username and `?key=` (their browsersource
 * key); any other key, or none (the console's preview), is a 404 and records nothing.
 */

/** The broadcaster whose overlay this is (by the same rule as the page, decision 616), or 404. */
export async function overlayBroadcaster(q: Queryable, username: string, key: string | undefined): Promise<OverlayBroadcaster> {
  const broadcaster = key ? await keyBroadcaster(q, username, key) : undefined;
  if (!broadcaster) throw notFound();
  return broadcaster;
}

export interface DisplayReport {
  component: number;
  version: number;
  started_at: string;
  seconds: number;
}

export interface RecordedDisplay {
  id: number;
  impressions: number;
  viewers: number;
}

const conflict = (detail: string) => new HttpError(409, { detail });

/**
 * Records one display (decision 511): the graphic must be one the broadcaster was eligible for at its
 * start (so never one over its caps; one deactivated after the start still counts, decision 700), the version the component's, `seconds` within 1 and the
 * version's duration plus slack, the start not in the future nor over an hour old, and no recorded
 * display of the same graphic on this broadcaster overlapping it (two overlays, or a retry of a report
 * that was stored, add nothing). Impressions (decision 510) are counted under the caps in the same
 * transaction, which sets `daily_cap_reached` and tells overlays to resync when a cap is reached.
 */
export async function recordDisplay(db: Db, broadcaster: OverlayBroadcaster, report: DisplayReport, now: Date): Promise<RecordedDisplay> {
  const start = new Date(report.started_at);
  if (Number.isNaN(start.getTime())) throw badRequest({ started_at: [messages.invalidDate] });
  const end = new Date(start.getTime() + report.seconds * 1000);
  if (end.getTime() > now.getTime() + FUTURE_SKEW_SECONDS * 1000 || start.getTime() < now.getTime() - MAX_REPORT_AGE_SECONDS * 1000) {
    throw badRequest({ started_at: [serverMessages.displayOutsideWindow] });
  }
  return db.transaction(async (tx) => {
    const component = await findDisplayComponent(tx, report.component, report.version);
    if (!component) throw badRequest({ component: [messages.invalidComponentField] });
    const eligible = await liveGraphicsShowableAt(tx, broadcaster.id, start);
    if (!eligible.some((g) => g.component_id === component.component_id)) throw badRequest({ component: [messages.invalidComponentField] });
    const max = maxDisplaySeconds(component.duration);
    if (report.seconds > max) throw badRequest({ seconds: [messages.between(1, max)] });

    await lockCampaignImpressions(tx, component.campaign_id);
    if (await overlapsRecordedDisplay(tx, broadcaster.id, component.component_id, start, end))
      throw conflict(serverMessages.displayOverlaps);
    const { live, viewers } = await liveViewersAt(tx, broadcaster.id, start);
    const totals = await impressionTotals(tx, component.component_id, start);
    const raw = rawImpressions({ seconds: report.seconds, viewers, live, secondsPerImpression: component.seconds_per_impression });
    const counted = countImpressions(raw, {
      componentToday: Number(totals.component_today),
      componentTotal: Number(totals.component_total),
      campaignToday: Number(totals.campaign_today),
      campaignTotal: Number(totals.campaign_total),
      componentDailyCap: totals.component_daily_cap,
      componentCutoff: totals.component_cutoff,
      campaignDailyCap: totals.campaign_daily_cap,
      campaignCutoff: totals.campaign_cutoff,
    });
    const [id] = await recordDisplays(tx, [
      {
        time: start,
        broadcasterId: broadcaster.id,
        campaignId: component.campaign_id,
        componentId: component.component_id,
        componentVersionId: report.version,
        durationSeconds: report.seconds,
        viewers: live ? viewers : 0,
        impressions: counted.counted,
      },
    ]);
    const componentNewlyCapped = counted.componentDailyReached && !totals.component_cap_flag;
    const campaignNewlyCapped = counted.campaignDailyReached && !totals.campaign_cap_flag;
    if (componentNewlyCapped || campaignNewlyCapped) {
      await setDailyCapReached(tx, {
        componentId: componentNewlyCapped ? component.component_id : undefined,
        campaignId: campaignNewlyCapped ? component.campaign_id : undefined,
      });
    }
    if (counted.componentDailyReached || counted.campaignDailyReached || counted.cutoffReached) {
      await publishLive(tx, { type: 'campaign', campaignId: component.campaign_id });
    }
    // The live panels show the graphic each overlay reported last (decision 792).
    await publishLive(tx, activityEvent(component.campaign_id, [broadcaster.id]));
    return { id, impressions: counted.counted, viewers: live ? viewers : 0 };
  });
}

/**
 * Records the play of a fullscreen video trigger (decision 512), once: the first report marks the
 * trigger played (atomically) with the viewer count at that moment and stores the play with its
 * impressions (one per viewer while live); any later report, from this overlay or another, is a 409.
 */
export async function recordVideoPlay(
  db: Db,
  broadcaster: OverlayBroadcaster,
  triggerId: number,
  now: Date,
): Promise<{ id: number; viewers: number; impressions: number }> {
  return db.transaction(async (tx) => {
    const pending = await findPendingVideo(tx, broadcaster.id, triggerId, now);
    if (!pending) {
      if (await videoTriggerPlayed(tx, triggerId, broadcaster.id)) throw conflict(serverMessages.videoAlreadyPlayed);
      throw badRequest({ trigger: [messages.unknownPk(triggerId)] });
    }
    const { live, viewers } = await liveViewersAt(tx, broadcaster.id, now);
    const claimed = await claimVideoTrigger(tx, triggerId, broadcaster.id, now, viewers);
    if (!claimed) throw conflict(serverMessages.videoAlreadyPlayed);
    const impressions = live ? viewers : 0;
    const [id] = await recordVideoPlays(tx, [
      {
        time: now,
        broadcasterId: broadcaster.id,
        campaignId: pending.campaign_id,
        componentId: pending.component_id,
        triggeredBy: claimed.requested_by,
        viewers,
        impressions,
      },
    ]);
    return { id, viewers, impressions };
  });
}

/** Marks a test pattern shown (decision 512): first report wins; a second is a 409, an unknown one a 404. */
export async function recordTestPatternShown(
  db: Db,
  broadcaster: OverlayBroadcaster,
  patternId: number,
  now: Date,
): Promise<{ shown_at: string }> {
  return db.transaction(async (tx) => {
    if (await markTestPatternShown(tx, patternId, broadcaster.id, now)) return { shown_at: now.toISOString() };
    if (await testPatternShown(tx, patternId, broadcaster.id)) throw conflict(serverMessages.testPatternAlreadyShown);
    throw notFound();
  });
}

/** What the overlay still has to play (decision 512). */
export function pendingRequests(
  q: Queryable,
  broadcaster: OverlayBroadcaster,
  now: Date,
): Promise<{ videos: PendingVideo[]; test_patterns: PendingTestPattern[] }> {
  return pendingOverlayRequests(q, broadcaster.id, now);
}
