import type { Queryable } from '../../../db/db.ts';
import { campaignScopeSql, type ScopeUser } from '../../shared/index.ts';

/** A report as listed (spec 01 §3 Report), with what the service needs to answer it. */
export interface ReportRow {
  id: number;
  name: string;
  type: 'P' | 'C' | 'X';
  /** The manager who generated it (null once that user is deleted). */
  created_by: number | null;
  created: Date;
  report_start: Date | null;
  report_end: Date | null;
  empty_rows: boolean;
  sections: unknown;
  status: 'generating' | 'ready';
  failed: boolean;
  failure_reason: string | null;
  file_path: string | null;
  file_name: string | null;
  /** Campaign slugs and ids, in slug order. */
  campaigns: string[];
  campaign_ids: number[];
  /** The job's progress (0…1) while it runs. */
  progress: number | null;
}

const REPORT_COLUMNS = `r.id, r.name, r.type, r.created_by, r.created, r.report_start, r.report_end, r.empty_rows, r.sections, r.status,
  (r.failed OR coalesce(j.status = 'failed', false)) AS failed, coalesce(r.failure_reason, CASE WHEN j.status = 'failed' THEN j.last_error END) AS failure_reason,
  r.file_path, r.file_name, j.progress,
  coalesce((SELECT array_agg(c.slug ORDER BY c.slug) FROM report_campaigns rc JOIN campaigns c ON c.id = rc.campaign_id WHERE rc.report_id = r.id), '{}') AS campaigns,
  coalesce((SELECT array_agg(c.id ORDER BY c.slug) FROM report_campaigns rc JOIN campaigns c ON c.id = rc.campaign_id WHERE rc.report_id = r.id), '{}') AS campaign_ids`;

const normalise = (r: ReportRow): ReportRow => ({
  ...r,
  type: r.type.trim() as ReportRow['type'],
  progress: r.progress === null ? null : Number(r.progress),
});

/** The reports covering a campaign, newest first. */
export async function listCampaignReports(db: Queryable, campaignId: number): Promise<ReportRow[]> {
  const rows = await db.query<ReportRow>(
    `SELECT ${REPORT_COLUMNS} FROM reports r LEFT JOIN jobs j ON j.id = r.job_id
     WHERE r.id IN (SELECT report_id FROM report_campaigns WHERE campaign_id = $1) ORDER BY r.created DESC, r.id DESC`,
    [campaignId],
  );
  return rows.map(normalise);
}

export async function findReport(db: Queryable, id: number): Promise<ReportRow | undefined> {
  const [row] = await db.query<ReportRow>(`SELECT ${REPORT_COLUMNS} FROM reports r LEFT JOIN jobs j ON j.id = r.job_id WHERE r.id = $1`, [
    id,
  ]);
  return row ? normalise(row) : undefined;
}

export interface NewReport {
  name: string;
  type: 'P' | 'C' | 'X';
  createdBy: number;
  start: Date;
  end: Date;
  emptyRows: boolean;
  sections: unknown;
  campaignIds: number[];
}

/** Inserts a report and its campaigns (inside the caller's transaction); answers its id. */
export async function insertReport(tx: Queryable, report: NewReport): Promise<number> {
  const [{ id }] = await tx.query<{ id: number }>(
    `INSERT INTO reports (name, type, created_by, report_start, report_end, empty_rows, sections) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) RETURNING id`,
    [
      report.name,
      report.type,
      report.createdBy,
      report.start.toISOString(),
      report.end.toISOString(),
      report.emptyRows,
      JSON.stringify(report.sections),
    ],
  );
  await tx.query('INSERT INTO report_campaigns (report_id, campaign_id) SELECT $1, unnest($2::int[])', [id, report.campaignIds]);
  return id;
}

export async function setReportJob(tx: Queryable, id: number, jobId: number): Promise<void> {
  await tx.query('UPDATE reports SET job_id = $2 WHERE id = $1', [id, jobId]);
}

/** Deletes a report; answers its file path (to remove after the commit), or undefined when it was gone. */
export async function deleteReportRow(tx: Queryable, id: number): Promise<{ file_path: string | null; job_id: number | null } | undefined> {
  const [row] = await tx.query<{ file_path: string | null; job_id: string | number | null }>(
    'DELETE FROM reports WHERE id = $1 RETURNING file_path, job_id',
    [id],
  );
  return row ? { file_path: row.file_path, job_id: row.job_id === null ? null : Number(row.job_id) } : undefined;
}

/** Cancels a report's job that has not finished (its report was deleted). */
export async function cancelReportJob(tx: Queryable, jobId: number): Promise<void> {
  await tx.query(`DELETE FROM jobs WHERE id = $1 AND status = 'queued'`, [jobId]);
}

/** How many of `campaignIds` the user may see (all of them = may read the report; decision 596). */
export async function countVisibleCampaigns(db: Queryable, user: ScopeUser, campaignIds: readonly number[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM campaigns c WHERE c.id = ANY($2::int[]) AND ${campaignScopeSql(user)}`,
    [user.id, campaignIds],
  );
  return row.n;
}

/** The campaigns of a report as the generator prints them. */
export interface ReportCampaign {
  id: number;
  slug: string;
  name: string;
  start_date: Date;
  end_date: Date | null;
  team_name: string | null;
}

export async function reportCampaigns(db: Queryable, reportId: number): Promise<ReportCampaign[]> {
  return db.query<ReportCampaign>(
    `SELECT c.id, c.slug, c.name, c.start_date, c.end_date, t.name AS team_name
     FROM report_campaigns rc JOIN campaigns c ON c.id = rc.campaign_id LEFT JOIN teams t ON t.id = c.team_id
     WHERE rc.report_id = $1 ORDER BY c.name, c.slug`,
    [reportId],
  );
}

/** Marks a report ready with its file, unless it was deleted meanwhile; answers whether it still exists. */
export async function markReportReady(tx: Queryable, id: number, filePath: string, fileName: string, now: Date): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE reports SET status = 'ready', failed = false, failure_reason = NULL, file_path = $2, file_name = $3, finished_at = $4 WHERE id = $1 RETURNING id`,
    [id, filePath, fileName, now.toISOString()],
  );
  return rows.length > 0;
}

/** Marks a report failed with the reason (its job's last attempt failed). */
export async function markReportFailed(db: Queryable, id: number, reason: string, now: Date): Promise<void> {
  await db.query('UPDATE reports SET failed = true, failure_reason = $2, finished_at = $3 WHERE id = $1', [
    id,
    reason.slice(0, 2000),
    now.toISOString(),
  ]);
}

/** The attempts a job may make (to know when a report's last attempt failed). */
export async function jobMaxAttempts(db: Queryable, jobId: number): Promise<number | undefined> {
  const [row] = await db.query<{ max_attempts: number }>('SELECT max_attempts FROM jobs WHERE id = $1', [jobId]);
  return row?.max_attempts;
}

/** Broadcasters (by lower-case username) on any of the campaigns (not Invited or Declined): a report's broadcaster filter. */
export async function reportBroadcastersNamed(
  db: Queryable,
  campaignIds: readonly number[],
  usernames: readonly string[],
): Promise<string[]> {
  const rows = await db.query<{ username: string }>(
    `SELECT DISTINCT lower(u.username) AS username FROM users u JOIN campaign_statuses s ON s.broadcaster_id = u.id
     WHERE s.campaign_id = ANY($1::int[]) AND lower(u.username) = ANY($2::text[]) AND s.status <> ALL(ARRAY['Invited', 'Declined'])`,
    [campaignIds, usernames],
  );
  return rows.map((r) => r.username);
}
