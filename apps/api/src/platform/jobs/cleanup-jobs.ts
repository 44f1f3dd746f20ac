import { deleteClickMessagesBefore } from '../clicks/repositories/click-log-messages-repository.ts';
import { deleteFinishedJobs } from './repositories/jobs-repository.ts';
import type { JobHandler } from './job-types.ts';

const DAY_MS = 86_400_000;
/** Done jobs are kept a week, failed ones a month (for looking into them); decision 542. */
export const KEEP_DONE_DAYS = 7;
export const KEEP_FAILED_DAYS = 30;
/**
 * The ids of JetStream click messages already stored are kept a week (decision 751): far past the
 * consumer's ack wait, after which JetStream delivers an unacknowledged message again.
 */
export const KEEP_CLICK_MESSAGE_IDS_DAYS = 7;

/** Job 'jobs.cleanup' (daily): deletes old finished jobs and old ids of stored click messages. */
export const cleanupJobs: JobHandler = async (ctx) => {
  const now = ctx.now().getTime();
  await deleteFinishedJobs(ctx.db, new Date(now - KEEP_DONE_DAYS * DAY_MS), new Date(now - KEEP_FAILED_DAYS * DAY_MS));
  await deleteClickMessagesBefore(ctx.db, new Date(now - KEEP_CLICK_MESSAGE_IDS_DAYS * DAY_MS));
};
