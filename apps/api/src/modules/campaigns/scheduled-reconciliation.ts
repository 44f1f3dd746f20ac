import type { AppContext } from '../../context/app-context.ts';
import type { Queryable } from '../../db/db.ts';
import { readWatermark, writeWatermark } from '../../platform/jobs/repositories/jobs-repository.ts';
import { campaignsWithTimesCrossed } from './repositories/scheduled-reconciliation-repository.ts';
import { syncCampaignActions } from '../broadcaster-actions/index.ts';
import type { JobHandler } from '../../platform/jobs/job-types.ts';
import { publishLive } from '../../platform/live/live-events.ts';

const WATERMARK = 'campaign-times';
/** How far back the very first run looks (decision 543). */
const FIRST_RUN_LOOKBACK_MS = 60 * 60 * 1000;

/**
 * Components and campaigns start and end on their own, by time, with no write to call
 * `syncCampaignActions` then. This finds every campaign whose start/end, component start/end or
 * active period start/end passed since the last run (job_watermarks, so a restart or a missed tick
 * catches up) and reconciles it: broadcaster actions and tracked links in line, and a `campaign`
 * live event so open overlays resync. Idempotent; one transaction (with the job's done mark).
 * Answers the campaigns reconciled.
 */
export async function reconcileCampaignTimes(ctx: AppContext, complete?: (tx: Queryable) => Promise<void>): Promise<number[]> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const since = (await readWatermark(tx, WATERMARK)) ?? new Date(now.getTime() - FIRST_RUN_LOOKBACK_MS);
    const campaigns = since < now ? await campaignsWithTimesCrossed(tx, since, now) : [];
    for (const campaignId of campaigns) {
      await syncCampaignActions(tx, campaignId, now);
      await publishLive(tx, { type: 'campaign', campaignId });
    }
    if (since < now) await writeWatermark(tx, WATERMARK, now);
    await complete?.(tx);
    return campaigns;
  });
}

/** Job 'campaigns.reconcile-times' (every minute). */
export const reconcileCampaignTimesJob: JobHandler = async (ctx, _payload, job) => {
  await reconcileCampaignTimes(ctx, (tx) => job.complete(tx));
};
