import { deleteFinishedJobs } from './repositories/jobs-repository.ts';
import type { JobHandler } from './job-types.ts';

const DAY_MS = 86_400_000;
/** Done jobs are kept a week, failed ones a month (for looking into them); decision 542. */
export const KEEP_DONE_DAYS = 7;
export const KEEP_FAILED_DAYS = 30;

/** Job 'jobs.cleanup' (daily): deletes old finished jobs. */
export const cleanupJobs: JobHandler = async (ctx) => {
  const now = ctx.now().getTime();
  await deleteFinishedJobs(ctx.db, new Date(now - KEEP_DONE_DAYS * DAY_MS), new Date(now - KEEP_FAILED_DAYS * DAY_MS));
};
