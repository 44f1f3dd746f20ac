import type { Queryable } from '../../../db/db.ts';

/** A job to run in the background (migration 0010). `kind` names its handler in job-handlers.ts. */
export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Enqueuing the same key again is a no-op (cron ticks, one job per report). */
  dedupeKey?: string;
  maxAttempts?: number;
}

/**
 * Queues a job; inside a transaction it becomes visible only when that commits, so work is never
 * queued for a change that rolled back. Answers the job id, or undefined when `dedupeKey` was taken.
 */
export async function enqueueJob(q: Queryable, job: NewJob): Promise<number | undefined> {
  const [row] = await q.query<{ id: string | number }>(
    `INSERT INTO jobs (kind, payload, run_at, dedupe_key, max_attempts) VALUES ($1, $2::jsonb, coalesce($3::timestamptz, now()), $4, $5)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [job.kind, JSON.stringify(job.payload ?? {}), job.runAt?.toISOString() ?? null, job.dedupeKey ?? null, job.maxAttempts ?? 5],
  );
  return row ? Number(row.id) : undefined;
}

/** A job claimed by a runner, as its handler gets it. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  /** This attempt's number (1 on the first run). */
  attempts: number;
  max_attempts: number;
}

/** Which claim of a job a write belongs to: the runner and the attempt number it claimed. */
export interface JobLease {
  id: number;
  lockedBy: string;
  attempts: number;
}

const LEASED = `id = $1 AND locked_by = $2 AND attempts = $3 AND status = 'running'`;
const leaseParams = (lease: JobLease) => [lease.id, lease.lockedBy, lease.attempts];

/**
 * Claims up to `limit` due jobs for `lockedBy`: queued ones whose run_at has come, and running ones
 * whose lease ran out (their process died). Rows other runners hold are skipped (SKIP LOCKED), so
 * two runners never claim one job. Each claim counts an attempt.
 */
export async function claimDueJobs(q: Queryable, lockedBy: string, now: Date, leaseSeconds: number, limit: number): Promise<ClaimedJob[]> {
  const rows = await q.query<ClaimedJob & { id: string | number }>(
    `UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = $1,
       locked_until = $2::timestamptz + make_interval(secs => $3), last_error = CASE WHEN status = 'running' THEN 'lease expired' ELSE last_error END
     WHERE id IN (
       SELECT id FROM jobs
       WHERE (status = 'queued' AND run_at <= $2::timestamptz) OR (status = 'running' AND locked_until < $2::timestamptz)
       ORDER BY run_at, id LIMIT $4 FOR UPDATE SKIP LOCKED)
     RETURNING id, kind, payload, attempts, max_attempts`,
    [lockedBy, now.toISOString(), leaseSeconds, limit],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) })).sort((a, b) => a.id - b.id);
}

/** Extends a held lease; false when the lease is no longer this runner's. */
export async function renewJobLease(q: Queryable, lease: JobLease, now: Date, leaseSeconds: number): Promise<boolean> {
  const rows = await q.query(`UPDATE jobs SET locked_until = $4::timestamptz + make_interval(secs => $5) WHERE ${LEASED} RETURNING id`, [
    ...leaseParams(lease),
    now.toISOString(),
    leaseSeconds,
  ]);
  return rows.length > 0;
}

/** Marks a held job done; false when the lease is no longer this runner's (nothing changed). */
export async function markJobDone(q: Queryable, lease: JobLease, now: Date): Promise<boolean> {
  const rows = await q.query(
    `UPDATE jobs SET status = 'done', finished_at = $4, locked_by = NULL, locked_until = NULL, last_error = NULL,
       progress = CASE WHEN progress IS NULL THEN NULL ELSE 1 END
     WHERE ${LEASED} RETURNING id`,
    [...leaseParams(lease), now.toISOString()],
  );
  return rows.length > 0;
}

/** Puts a held job back in the queue to run again at `runAt`, keeping the error. */
export async function requeueJob(q: Queryable, lease: JobLease, runAt: Date, error: string): Promise<boolean> {
  const rows = await q.query(
    `UPDATE jobs SET status = 'queued', run_at = $4, locked_by = NULL, locked_until = NULL, last_error = $5 WHERE ${LEASED} RETURNING id`,
    [...leaseParams(lease), runAt.toISOString(), error],
  );
  return rows.length > 0;
}

/** Marks a held job failed for good, with the reason. */
export async function markJobFailed(q: Queryable, lease: JobLease, now: Date, error: string): Promise<boolean> {
  const rows = await q.query(
    `UPDATE jobs SET status = 'failed', finished_at = $4, locked_by = NULL, locked_until = NULL, last_error = $5 WHERE ${LEASED} RETURNING id`,
    [...leaseParams(lease), now.toISOString(), error],
  );
  return rows.length > 0;
}

/** Records a held job's progress (0…1). */
export async function setJobProgress(q: Queryable, lease: JobLease, progress: number): Promise<void> {
  await q.query(`UPDATE jobs SET progress = $4 WHERE ${LEASED}`, [...leaseParams(lease), Math.min(1, Math.max(0, progress))]);
}

/** Deletes done jobs finished before `doneBefore` and failed ones before `failedBefore`; answers how many. */
export async function deleteFinishedJobs(q: Queryable, doneBefore: Date, failedBefore: Date): Promise<number> {
  const rows = await q.query(
    `DELETE FROM jobs WHERE (status = 'done' AND finished_at < $1) OR (status = 'failed' AND finished_at < $2) RETURNING id`,
    [doneBefore.toISOString(), failedBefore.toISOString()],
  );
  return rows.length;
}

/** One job's stored state (tests, progress reads). */
export interface JobRow {
  id: number;
  kind: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  max_attempts: number;
  run_at: Date;
  locked_by: string | null;
  locked_until: Date | null;
  last_error: string | null;
  progress: number | null;
  dedupe_key: string | null;
  finished_at: Date | null;
}

export async function findJob(q: Queryable, id: number): Promise<JobRow | undefined> {
  const [row] = await q.query<JobRow>(`SELECT * FROM jobs WHERE id = $1`, [id]);
  return row ? { ...row, id: Number(row.id) } : undefined;
}

/** How far periodic job `name` has covered time (job_watermarks), or undefined before its first run. */
export async function readWatermark(q: Queryable, name: string): Promise<Date | undefined> {
  const [row] = await q.query<{ covered_until: Date | string }>(`SELECT covered_until FROM job_watermarks WHERE name = $1 FOR UPDATE`, [
    name,
  ]);
  return row ? new Date(row.covered_until) : undefined;
}

/** Moves watermark `name` up to `coveredUntil` (never back): several processes may write it. */
export async function raiseWatermark(q: Queryable, name: string, coveredUntil: Date): Promise<void> {
  await q.query(
    `INSERT INTO job_watermarks (name, covered_until) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET covered_until = GREATEST(job_watermarks.covered_until, EXCLUDED.covered_until)`,
    [name, coveredUntil.toISOString()],
  );
}

export async function writeWatermark(q: Queryable, name: string, coveredUntil: Date): Promise<void> {
  await q.query(
    `INSERT INTO job_watermarks (name, covered_until) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET covered_until = EXCLUDED.covered_until`,
    [name, coveredUntil.toISOString()],
  );
}

/** Jobs not finished, by kind: due now (queued, run_at passed), waiting for a later run_at, and running (/metrics, decision 737). */
export async function jobQueueDepth(
  q: Queryable,
  now: Date,
): Promise<Array<{ kind: string; due: number; waiting: number; running: number }>> {
  const rows = await q.query<{ kind: string; due: number | string; waiting: number | string; running: number | string }>(
    `SELECT kind,
            count(*) FILTER (WHERE status = 'queued' AND run_at <= $1) AS due,
            count(*) FILTER (WHERE status = 'queued' AND run_at > $1) AS waiting,
            count(*) FILTER (WHERE status = 'running') AS running
       FROM jobs WHERE status IN ('queued', 'running') GROUP BY kind ORDER BY kind`,
    [now],
  );
  return rows.map((r) => ({ kind: r.kind, due: Number(r.due), waiting: Number(r.waiting), running: Number(r.running) }));
}
