import { canEditCampaigns } from '@advocate/auth-and-guards/policies';
import { messages, reportTypeLabels } from '@advocate/validation';
import type { AppContext } from '../../context/app-context.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { enqueueJob } from '../../platform/jobs/repositories/jobs-repository.ts';
import { campaignRefs, recordActivity } from '../activity/index.ts';
import {
  cancelReportJob,
  countVisibleCampaigns,
  deleteReportRow,
  findReport,
  insertReport,
  listCampaignReports,
  reportBroadcastersNamed,
  setReportJob,
  type ReportRow,
} from './repositories/reports-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { requireManager, visibleCampaign } from '../shared/index.ts';
import { REPORT_JOB } from './generate-report-job.ts';
import { removeReportFile } from './report-files.ts';
import { downloadToken, downloadUrl } from './report-links.ts';
import { checkReportForm, sectionUsernames, storedSections, type ReportRequest } from './report-request.ts';

/** A report as answered (spec 01 §3 Report). */
export interface ReportAnswer {
  id: number;
  name: string;
  type: 'P' | 'C' | 'X';
  campaigns: string[];
  created: string;
  report_start: string | null;
  report_end: string | null;
  start_time: string | null;
  end_time: string | null;
  empty_rows: boolean;
  sections: Record<string, unknown>;
  /** Download address: only when ready and the caller may read the report (sees every campaign). */
  report: string | null;
  failed: boolean;
  /** 0…1 while generating; null once finished. */
  progress: number | null;
  /** Whether the caller may delete it: its maker, or a campaign editor (decision 675). */
  can_delete: boolean;
}

/** Attempts of a report's job before it is marked failed (decision 599). */
export const REPORT_JOB_ATTEMPTS = 3;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

async function mayRead(ctx: AppContext, user: UserRow, report: ReportRow): Promise<boolean> {
  return (await countVisibleCampaigns(ctx.db, user, report.campaign_ids)) === report.campaign_ids.length;
}

/** Deleting a report (decision 675): its maker, or a manager who may edit campaigns (admins are). Read-only managers and brand viewers generate reports but delete only their own. */
const mayDelete = (user: UserRow, report: ReportRow) => report.created_by === user.id || canEditCampaigns(user);

function answer(ctx: AppContext, user: UserRow, report: ReportRow, readable: boolean): ReportAnswer {
  const ready = report.status === 'ready' && !report.failed && report.file_path !== null;
  const generating = report.status === 'generating' && !report.failed;
  return {
    id: report.id,
    name: report.name,
    type: report.type,
    campaigns: report.campaigns,
    created: iso(report.created) as string,
    report_start: iso(report.report_start),
    report_end: iso(report.report_end),
    start_time: iso(report.report_start),
    end_time: iso(report.report_end),
    empty_rows: report.empty_rows,
    sections: report.sections as Record<string, unknown>,
    report:
      ready && readable
        ? downloadUrl(ctx.config.PUBLIC_API_URL, report.id, downloadToken(ctx.config.SECRET_KEY, report.id, user.id, ctx.now()))
        : null,
    failed: report.failed,
    progress: generating ? (report.progress ?? 0) : null,
    can_delete: readable && mayDelete(user, report),
  };
}

/** GET reports/?campaign= : the campaign's reports, newest first, for managers who see it (decision 596). */
export async function reportsOf(ctx: AppContext, user: UserRow, slug: string): Promise<ReportAnswer[]> {
  requireManager(user);
  const campaign = await visibleCampaign(ctx.db, user, slug);
  const reports = await listCampaignReports(ctx.db, campaign.id);
  const out: ReportAnswer[] = [];
  for (const report of reports) out.push(answer(ctx, user, report, await mayRead(ctx, user, report)));
  return out;
}

/**
 * POST reports/ : any manager who sees every campaign of the report, read-only ones too (reports are
 * not under canEditCampaigns, spec 01 §6; decision 596). The report, its campaigns and its job are
 * one transaction.
 */
export async function createReport(ctx: AppContext, user: UserRow, body: ReportRequest): Promise<ReportAnswer> {
  requireManager(user);
  const form = checkReportForm(body);
  const campaigns: Array<{ id: number; slug: string; start_date: Date }> = [];
  for (const slug of [...new Set(body.campaigns)]) campaigns.push(await visibleCampaign(ctx.db, user, slug));
  const sections = storedSections(body, form.type);
  const usernames = sectionUsernames(sections);
  const ids = campaigns.map((c) => c.id);
  if (usernames.length > 0 && (await reportBroadcastersNamed(ctx.db, ids, usernames)).length !== usernames.length) {
    throw badRequest({ sections: [messages.selectValidBroadcaster] });
  }
  const now = ctx.now();
  // Without a start the report covers the campaigns from their first start; without an end, up to now (decision 597).
  const start = form.start ?? new Date(Math.min(...campaigns.map((c) => new Date(c.start_date).getTime())));
  const end = form.end ?? now;
  if (end.getTime() <= start.getTime()) throw badRequest({ end_time: [messages.endAfterStart] });
  const id = await ctx.db.transaction(async (tx) => {
    const reportId = await insertReport(tx, {
      name: form.name,
      type: form.type,
      createdBy: user.id,
      start,
      end,
      emptyRows: body.empty_rows ?? false,
      sections,
      campaignIds: ids,
    });
    const jobId = await enqueueJob(tx, {
      kind: REPORT_JOB,
      payload: { report_id: reportId },
      runAt: now,
      dedupeKey: `report:${reportId}`,
      maxAttempts: REPORT_JOB_ATTEMPTS,
    });
    if (jobId !== undefined) await setReportJob(tx, reportId, jobId);
    await recordActivity(tx, user.id, {
      at: now,
      kind: 'report',
      action: 'created',
      place: { campaignIds: ids },
      subject: form.name,
      before: null,
      after: reportValues({ name: form.name, type: form.type, start, end, campaigns: await campaignRefs(tx, ids) }),
    });
    return reportId;
  });
  const report = await findReport(ctx.db, id);
  if (!report) throw notFound();
  return answer(ctx, user, report, true);
}

/**
 * A report as the activity log keeps it: name, file type by name (PDF, CSV, Excel), period and campaigns, each with its team
 * (a report over two teams' campaigns shows each team's manager only their own, decision 801).
 */
function reportValues(r: {
  name: string;
  type: string;
  start: Date | null;
  end: Date | null;
  campaigns: ReadonlyArray<{ id: number; name: string; team: number }>;
}): Record<string, unknown> {
  const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());
  const type = reportTypeLabels[r.type as keyof typeof reportTypeLabels] ?? r.type;
  return { name: r.name, type, start: iso(r.start), end: iso(r.end), campaigns: r.campaigns };
}

/**
 * DELETE reports/{id}/ : among the managers who may read it (decision 596; others 404), its maker
 * and campaign editors (decision 675; others 403); its file goes too.
 */
export async function deleteReport(ctx: AppContext, user: UserRow, id: number): Promise<void> {
  requireManager(user);
  const report = await findReport(ctx.db, id);
  if (!report || !(await mayRead(ctx, user, report))) throw notFound();
  if (!mayDelete(user, report)) throw forbidden();
  const gone = await ctx.db.transaction(async (tx) => {
    const row = await deleteReportRow(tx, id);
    if (row?.job_id) await cancelReportJob(tx, row.job_id);
    if (row) {
      await recordActivity(tx, user.id, {
        at: ctx.now(),
        kind: 'report',
        action: 'deleted',
        place: { campaignIds: report.campaign_ids },
        subject: report.name,
        before: reportValues({
          name: report.name,
          type: report.type,
          start: report.report_start,
          end: report.report_end,
          campaigns: await campaignRefs(tx, report.campaign_ids),
        }),
        after: null,
      });
    }
    return row;
  });
  if (!gone) throw notFound();
  await removeReportFile(ctx.config.DATA_DIR, gone.file_path);
}

/** The report a download token opens: genuine, unexpired, ready, and its user still sees every campaign (decision 595). */
export async function reportToDownload(
  ctx: AppContext,
  id: number,
  userId: number,
  findUser: (id: number) => Promise<UserRow | undefined>,
): Promise<ReportRow> {
  const [report, user] = await Promise.all([findReport(ctx.db, id), findUser(userId)]);
  if (!report || !user || !user.is_active || report.status !== 'ready' || report.failed || !report.file_path) throw notFound();
  if (user.user_type !== 2 || !(await mayRead(ctx, user, report))) throw notFound();
  return report;
}
