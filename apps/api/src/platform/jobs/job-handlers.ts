/**
 * Every background job kind and its handler, and the periodic schedules. Add ONE line per job:
 *
 *   import { sendChatbotPosts } from '../../modules/chatbot/index.ts';
 *   export const jobHandlers = { …, 'chatbot.send-posts': sendChatbotPosts };
 *   export const jobSchedules = [ …, { kind: 'chatbot.send-posts', cron: '* * * * *' } ];
 *
 * Write the handler as a plain exported function of type `JobHandler` in your own file, and test
 * it by calling it directly (`handler(ctx, payload, fakeJob)`). Enqueue one-off work with
 * `enqueueJob(tx, { kind, payload })` (platform/jobs/repositories/jobs-repository.ts) inside the transaction
 * that decides it.
 *
 * Exactly once: the runner claims a job with a lease (renewed while it runs). To make the job's
 * effect and its done mark one transaction, do the writes in
 * `ctx.db.transaction(async (tx) => { …writes…; await job.complete(tx); })`. A handler that does
 * not call `job.complete` is marked done after it returns: if the process dies in between, the job
 * runs again once its lease runs out, so such a handler must be idempotent.
 *
 * Errors: throw to retry with backoff (30 s, 1 min, 2 min … at most 1 h) until max_attempts
 * (default 5), then the job is marked failed with the error message in jobs.last_error.
 * Scheduled ticks: `kind@<tick time ISO>` dedupe keys, so several API processes or a restart
 * never run one tick twice; after a gap with no process running, each schedule's latest missed tick
 * runs once at start (decision 625), so a handler that must cover the whole gap still reads its own
 * "last run" state.
 */
import { reconcileCampaignTimesJob } from '../../modules/campaigns/scheduled-reconciliation.ts';
import { pollViewershipJob, viewershipCron } from '../../modules/viewership/poll-viewership.ts';
import { cleanupJobs } from './cleanup-jobs.ts';
import {
  DAILY_CAP_RESET_CRON,
  DAILY_CAP_RESET_JOB,
  resetDailyImpressionCaps,
} from '../../modules/overlay/overlay-media/daily-cap-reset.ts';
import { COMPLIANCE_AUDIT_JOB, runComplianceAudit } from '../../modules/compliance/audits/run-compliance-audit.ts';
import {
  DAILY_COMPLIANCE_AUDITS_CRON,
  DAILY_COMPLIANCE_AUDITS_JOB,
  DAILY_COMPLIANCE_AUDITS_TIMEZONE,
  queueDailyComplianceAudits,
} from '../../modules/compliance/audits/trigger-compliance.ts';
import { deliverWebhook } from '../../modules/links/webhook-delivery.ts';
import { WEBHOOK_DELIVERY_JOB } from '../../modules/links/webhook-events.ts';
import { chatbotJobHandlers, chatbotJobSchedules } from '../../modules/chatbot/chatbot-runtime/chatbot-jobs.ts';
import { generateReportJob, REPORT_JOB } from '../../modules/reports/generate-report-job.ts';
import { ensureEventPartitionsJob, EVENT_PARTITIONS_CRON, EVENT_PARTITIONS_JOB } from '../../modules/events/event-partitions.ts';
import { detectTrafficFlagsJob, TRAFFIC_DETECTION_CRON, TRAFFIC_DETECTION_JOB } from '../../modules/traffic-quality/index.ts';
import { closePayoutMonthsJob, PAYOUTS_CLOSE_CRON, PAYOUTS_CLOSE_JOB } from '../../modules/payouts/index.ts';
import type { JobHandler, JobSchedule } from './job-types.ts';

export type { JobHandler, JobSchedule, RunningJob } from './job-types.ts';

export const jobHandlers: Record<string, JobHandler> = {
  [COMPLIANCE_AUDIT_JOB]: runComplianceAudit,
  [DAILY_COMPLIANCE_AUDITS_JOB]: queueDailyComplianceAudits,
  'jobs.cleanup': cleanupJobs,
  'viewership.poll': pollViewershipJob,
  'campaigns.reconcile-times': reconcileCampaignTimesJob,
  [DAILY_CAP_RESET_JOB]: resetDailyImpressionCaps,
  [WEBHOOK_DELIVERY_JOB]: deliverWebhook,
  ...chatbotJobHandlers,
  [REPORT_JOB]: generateReportJob,
  [EVENT_PARTITIONS_JOB]: ensureEventPartitionsJob,
  [TRAFFIC_DETECTION_JOB]: detectTrafficFlagsJob,
  [PAYOUTS_CLOSE_JOB]: closePayoutMonthsJob,
};

export const jobSchedules: JobSchedule[] = [
  { kind: DAILY_COMPLIANCE_AUDITS_JOB, cron: DAILY_COMPLIANCE_AUDITS_CRON, timezone: DAILY_COMPLIANCE_AUDITS_TIMEZONE },
  { kind: 'jobs.cleanup', cron: '17 3 * * *' },
  { kind: 'viewership.poll', cron: viewershipCron, maxAttempts: 1 },
  { kind: 'campaigns.reconcile-times', cron: '* * * * *' },
  { kind: DAILY_CAP_RESET_JOB, cron: DAILY_CAP_RESET_CRON, timezone: 'UTC' },
  ...chatbotJobSchedules,
  { kind: EVENT_PARTITIONS_JOB, cron: EVENT_PARTITIONS_CRON },
  { kind: TRAFFIC_DETECTION_JOB, cron: TRAFFIC_DETECTION_CRON, maxAttempts: 1 },
  { kind: PAYOUTS_CLOSE_JOB, cron: PAYOUTS_CLOSE_CRON, maxAttempts: 1 },
];
