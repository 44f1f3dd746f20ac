import { canEditCampaigns } from '@advocate/auth-and-guards/policies';
import { messages } from '@advocate/validation';
import type { AppContext } from '../../../context/app-context.ts';
import type { Queryable } from '../../../db/db.ts';
import { badRequest, forbidden } from '../../../errors.ts';
import { recordActivity } from '../../activity/index.ts';
import {
  closeFailedAudit,
  insertAudit,
  lastAudit,
  lockCampaignForAudit,
  pendingAudit,
  runningCampaignIds,
  setAuditJob,
} from '../repositories/compliance-audits-repository.ts';
import { enqueueJob } from '../../../platform/jobs/repositories/jobs-repository.ts';
import type { UserRow } from '../../shared/index.ts';
import { campaignEnded, editableCampaign, requireManager } from '../../shared/index.ts';
import type { JobHandler } from '../../../platform/jobs/job-types.ts';
import { COMPLIANCE_AUDIT_JOB } from './run-compliance-audit.ts';

/** The job kind that queues the daily audit of every running campaign (7 AM New York, spec 01 §9). */
export const DAILY_COMPLIANCE_AUDITS_JOB = 'compliance-audits-daily';
export const DAILY_COMPLIANCE_AUDITS_CRON = '0 7 * * *';
export const DAILY_COMPLIANCE_AUDITS_TIMEZONE = 'America/New_York';

export interface QueuedAudit {
  id: number;
  status: 'queued' | 'running';
  requested_at: string;
  started_at: string | null;
}

/**
 * Queues an audit of the campaign unless one is already queued or running, in which case that one
 * is the answer (a double click, or a click during the daily run, queues one; decision 550). An
 * unfinished audit whose job gave up is closed as failed first.
 */
export async function queueComplianceAudit(tx: Queryable, campaignId: number, requestedBy: number | null, now: Date): Promise<QueuedAudit> {
  await lockCampaignForAudit(tx, campaignId);
  const pending = await pendingAudit(tx, campaignId);
  if (pending && (pending.job_status === 'queued' || pending.job_status === 'running')) {
    return {
      id: pending.id,
      status: pending.started_at ? 'running' : 'queued',
      requested_at: pending.requested_at,
      started_at: pending.started_at,
    };
  }
  if (pending) await closeFailedAudit(tx, pending.id, now);
  const audit = await insertAudit(tx, { campaignId, requestedBy, now });
  if (!audit) throw new Error(`compliance audit of campaign ${campaignId} could not be queued`);
  const jobId = await enqueueJob(tx, {
    kind: COMPLIANCE_AUDIT_JOB,
    payload: { audit_id: audit.id },
    dedupeKey: `${COMPLIANCE_AUDIT_JOB}:${audit.id}`,
    maxAttempts: 3,
  });
  if (jobId !== undefined) await setAuditJob(tx, audit.id, jobId);
  return { id: audit.id, status: 'queued', requested_at: audit.requested_at, started_at: null };
}

export interface TriggerComplianceAnswer extends QueuedAudit {
  campaign: string;
  /** When the campaign's last audit finished, null before the first one. */
  last_audit_at: string | null;
}

/**
 * POST trigger-compliance/ (spec 01 §2 'Trigger Audit', §7): managers who may edit the campaign
 * queue an audit of it while it has not ended (spec 01 §4). Results arrive when the job has run.
 */
export async function triggerCompliance(ctx: AppContext, user: UserRow, body: { campaign?: string }): Promise<TriggerComplianceAnswer> {
  requireManager(user);
  if (!canEditCampaigns(user)) throw forbidden();
  if (!body.campaign) throw badRequest({ campaign: [messages.required] });
  const campaign = await editableCampaign(ctx.db, user, body.campaign);
  const now = ctx.now();
  if (campaignEnded(campaign, now)) throw badRequest({ non_field_errors: [messages.campaignEnded] });
  return ctx.db.transaction(async (tx) => {
    const audit = await queueComplianceAudit(tx, campaign.id, user.id, now);
    const { last_audit_at } = await lastAudit(tx, campaign.id);
    await recordActivity(tx, user.id, {
      at: now,
      kind: 'compliance',
      action: 'audit_triggered',
      place: { campaignId: campaign.id },
      subject: campaign.name,
      before: null,
      after: { status: audit.status, requested_at: new Date(audit.requested_at).toISOString() },
    });
    return { ...audit, campaign: campaign.slug, last_audit_at };
  });
}

/** The daily tick: one audit for every running campaign, all queued in one transaction. */
export const queueDailyComplianceAudits: JobHandler = async (ctx, _payload, job) => {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    for (const campaignId of await runningCampaignIds(tx, now)) await queueComplianceAudit(tx, campaignId, null, now);
    await job.complete(tx);
  });
};
