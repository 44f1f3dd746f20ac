import type { AppContext } from '../../context/app-context.ts';
import { findReport, jobMaxAttempts, markReportFailed, markReportReady, reportCampaigns } from './repositories/reports-repository.ts';
import type { JobHandler, RunningJob } from '../../platform/jobs/job-types.ts';
import { writeCsvReport } from './csv-report-writer.ts';
import { writePdfReport } from './pdf-report-writer.ts';
import { buildReportContent } from './report-content.ts';
import { removeReportFile, reportFileName, writeReportFile } from './report-files.ts';
import { reportMetricsSource } from './report-metrics-source.ts';
import type { ReportContent } from './report-model.ts';
import { sectionsFromStored } from './report-request.ts';
import { writeXlsxReport } from './xlsx-report-writer.ts';

/** The job kind that builds one report; payload `{ report_id }` (decision 599). */
export const REPORT_JOB = 'report';

const WRITERS: Record<'P' | 'C' | 'X', (path: string, content: ReportContent) => Promise<void>> = {
  P: writePdfReport,
  C: writeCsvReport,
  X: writeXlsxReport,
};

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)) || 'failed';

async function generate(ctx: AppContext, reportId: number, job: RunningJob): Promise<void> {
  const report = await findReport(ctx.db, reportId);
  if (!report || report.status === 'ready' || report.failed) return; // deleted, or finished by an earlier run
  const campaigns = await reportCampaigns(ctx.db, reportId);
  const now = ctx.now();
  const content = await buildReportContent(
    ctx.db,
    reportMetricsSource(ctx.db),
    {
      name: report.name,
      type: report.type,
      start: report.report_start ?? now,
      end: report.report_end ?? now,
      sections: sectionsFromStored(report.sections),
      campaigns,
    },
    now,
    (share) => job.setProgress(Math.min(0.95, share * 0.9)),
  );
  const file = await writeReportFile(ctx.config.DATA_DIR, reportId, report.type, (path) => WRITERS[report.type](path, content));
  try {
    await ctx.db.transaction(async (tx) => {
      const kept = await markReportReady(tx, reportId, file, reportFileName(report.name, report.type), ctx.now());
      await job.complete(tx);
      if (!kept) throw new ReportGone();
    });
  } catch (error) {
    await removeReportFile(ctx.config.DATA_DIR, file);
    if (!(error instanceof ReportGone)) throw error;
  }
}

/** The report was deleted while its file was written: nothing to keep (the job's done mark rolls back too; the runner marks it done). */
class ReportGone extends Error {}

/**
 * Job 'report' (issue 9): reads every table from the metrics query layer, streams the file to
 * DATA_DIR/reports/ under a temporary name, then marks the report ready in the same transaction as
 * the job's done mark. A failure is retried with backoff; when the last attempt fails the report
 * is marked failed with the reason ('failed to generate', spec 01 §8). A restart mid-job runs it
 * again once the lease runs out; the half-written file of the dead run is never used.
 */
export const generateReportJob: JobHandler = async (ctx, payload, job) => {
  const reportId = Number(payload.report_id);
  if (!Number.isInteger(reportId) || reportId <= 0) throw new Error('report: payload.report_id must be a report id');
  try {
    await generate(ctx, reportId, job);
  } catch (error) {
    const max = await jobMaxAttempts(ctx.db, job.id);
    if (max !== undefined && job.attempts >= max) await markReportFailed(ctx.db, reportId, reasonOf(error), ctx.now());
    throw error;
  }
};
