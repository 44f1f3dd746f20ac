import type { AppContext } from '../../../context/app-context.ts';
import { clearDailyCapFlags } from '../repositories/overlay-media-repository.ts';
import type { JobHandler } from '../../../platform/jobs/job-types.ts';
import { publishLive } from '../../../platform/live/live-events.ts';

/** The job kind of the daily cap reset, scheduled at 00:00 UTC (decision 510). */
export const DAILY_CAP_RESET_JOB = 'overlay-media.reset-daily-caps';
export const DAILY_CAP_RESET_CRON = '0 0 * * *';

/**
 * At the UTC day change: clears `daily_cap_reached` on every component and campaign whose daily cap
 * is no longer reached today (decision 510) and tells their overlays to resync, so the graphics come
 * back into rotation and the console's banners go. Idempotent: a second run clears nothing more.
 * Rotation itself does not wait for this job (the rule is computed from today's impressions).
 */
export const resetDailyImpressionCaps: JobHandler = async (ctx: AppContext, _payload, job) => {
  await ctx.db.transaction(async (tx) => {
    const campaigns = await clearDailyCapFlags(tx, ctx.now());
    for (const campaignId of campaigns) await publishLive(tx, { type: 'campaign', campaignId });
    await job.complete(tx);
  });
};
