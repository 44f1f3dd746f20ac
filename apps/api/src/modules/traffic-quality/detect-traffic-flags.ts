import { utcDayKey } from '@advocate/metrics-math';
import type { AppContext } from '../../context/app-context.ts';
import type { Db, Queryable } from '../../db/db.ts';
import type { JobHandler } from '../../platform/jobs/job-types.ts';
import {
  addFlagClicks,
  campaignsWithClicks,
  countNewClicks,
  dominanceFindings,
  insertFlag,
  offlineFindings,
  lockCampaignFlags,
  openFlagId,
  rateFindings,
  updateFlagReason,
  type ClickSet,
  type OfflineWindow,
} from './repositories/traffic-detection-repository.ts';
import { dominanceReason, offlineReason, rateReason } from './traffic-reasons.ts';
import { LIVE_ONLY_TYPES, TRAFFIC_THRESHOLDS as T } from './traffic-thresholds.ts';

/** The job kind and its schedule: every 10 minutes (decision 812; no manager trigger). */
export const TRAFFIC_DETECTION_JOB = 'traffic-quality.detect';
export const TRAFFIC_DETECTION_CRON = '*/10 * * * *';

const WINDOW: OfflineWindow = {
  afterMinutes: T.offlineAfterMinutes,
  beforeMinutes: T.offlineBeforeMinutes,
  liveOnlyTypes: LIVE_ONLY_TYPES,
};
const DAY_MS = 86_400_000;

interface Finding {
  set: ClickSet;
  reason: string;
  /** New clicks a new flag needs. */
  min: number;
}

/** What one run did: flags opened and clicks that joined a flag. */
export interface DetectionResult {
  opened: number;
  joined: number;
}

/** A database, or a transaction already open (the demo seed writes everything in one). */
type Target = Db | Queryable;
const inTransaction = <T>(db: Target, work: (tx: Queryable) => Promise<T>): Promise<T> =>
  'transaction' in db ? db.transaction(work) : work(db);

async function findingsOf(db: Target, campaignId: number, from: string, to: string): Promise<Finding[]> {
  const set = (broadcasterId: number, kind: ClickSet['kind'], day: string, subject = ''): ClickSet => ({
    campaignId,
    broadcasterId,
    kind,
    day,
    subject,
  });
  const [rates, addresses, agents, offline] = [
    await rateFindings(db, campaignId, from, to, { multiple: T.rateMultiple, minClicks: T.minRateClicks, medianDays: T.medianDays }),
    await dominanceFindings(db, campaignId, from, to, 'ip_addr', { share: T.dominantShare, minClicks: T.minDominantClicks }),
    await dominanceFindings(db, campaignId, from, to, 'user_agent', { share: T.dominantShare, minClicks: T.minDominantClicks }),
    await offlineFindings(db, campaignId, from, to, WINDOW),
  ];
  return [
    ...rates.map((f) => ({ set: set(f.broadcaster_id, 'click-rate', f.day), reason: rateReason(f), min: T.minRateClicks })),
    ...addresses.map((f) => ({
      set: set(f.broadcaster_id, 'dominant-address', f.day, f.value),
      reason: dominanceReason('address', f),
      min: T.minDominantClicks,
    })),
    ...agents.map((f) => ({
      set: set(f.broadcaster_id, 'dominant-agent', f.day, f.value),
      reason: dominanceReason('user agent', f),
      min: T.minDominantClicks,
    })),
    ...offline.map((f) => ({ set: set(f.broadcaster_id, 'offline-clicks', f.day), reason: offlineReason(f), min: T.minOfflineClicks })),
  ];
}

/**
 * Records one finding in one transaction: its new clicks join the open flag of the same channel,
 * kind and subject (whose reason becomes the latest evidence), or open a new flag when there are
 * at least `min` of them.
 */
async function record(db: Target, finding: Finding, now: Date): Promise<DetectionResult> {
  return inTransaction(db, async (tx) => {
    await lockCampaignFlags(tx, finding.set.campaignId);
    const fresh = await countNewClicks(tx, finding.set, WINDOW);
    if (fresh === 0) return { opened: 0, joined: 0 };
    let flagId = await openFlagId(tx, finding.set);
    let opened = 0;
    if (flagId === undefined) {
      if (fresh < finding.min) return { opened: 0, joined: 0 };
      flagId = await insertFlag(tx, finding.set, finding.reason, now);
      opened = 1;
    } else await updateFlagReason(tx, flagId, finding.reason, now);
    return { opened, joined: await addFlagClicks(tx, flagId, finding.set, WINDOW) };
  });
}

/**
 * Finds the traffic anomalies of the UTC days `days` back to today (decision 811) in every campaign
 * with counted clicks then, and records them as flags with the exact clicks they cover.
 */
export async function detectTrafficFlags(db: Target, now: Date, days: number = T.windowDays): Promise<DetectionResult> {
  const to = utcDayKey(now);
  const from = utcDayKey(new Date(now.getTime() - (days - 1) * DAY_MS));
  const result: DetectionResult = { opened: 0, joined: 0 };
  for (const campaignId of await campaignsWithClicks(db, from, to)) {
    for (const finding of await findingsOf(db, campaignId, from, to)) {
      const done = await record(db, finding, now);
      result.opened += done.opened;
      result.joined += done.joined;
    }
  }
  return result;
}

/** Job 'traffic-quality.detect': detectTrafficFlags over the window, on the app's clock. */
export const detectTrafficFlagsJob: JobHandler = async (ctx: AppContext) => {
  await detectTrafficFlags(ctx.db, ctx.now());
};
