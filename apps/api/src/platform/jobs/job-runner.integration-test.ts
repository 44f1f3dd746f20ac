import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { AppContext } from '../../context/app-context.ts';
import type { Db } from '../../db/db.ts';
import { claimDueJobs, enqueueJob, findJob } from './repositories/jobs-repository.ts';
import type { NewJob } from './repositories/jobs-repository.ts';
import { createTestDb } from '../../testing/test-db.ts';
import { cleanupJobs } from './cleanup-jobs.ts';
import { backoffSeconds, JobRunner } from './job-runner.ts';
import { JobScheduler, tickKey } from './job-scheduler.ts';
import type { JobHandler } from './job-types.ts';
import { startJobs } from './jobs-service.ts';
import { SharedLimits } from '../limits/shared-limits.ts';

let t: { db: Db; ctx: AppContext };
let clock: Date;
let ctx: AppContext;
const at = (iso: string) => (clock = new Date(iso));
const advance = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

beforeAll(async () => {
  const db = await createTestDb();
  t = {
    db,
    ctx: {
      config: loadConfig({ NODE_ENV: 'test' }),
      db,
      mailer: { send: async () => {} },
      now: () => new Date(),
      limits: SharedLimits.local(),
    },
  };
  ctx = { ...t.ctx, now: () => clock };
  await t.db.query(`CREATE TABLE job_test_effects (job_id bigint NOT NULL, note text)`);
});
afterAll(() => t.db.close());
beforeEach(async () => {
  at('2026-03-02T10:00:00Z');
  await t.db.query(`DELETE FROM jobs`);
  await t.db.query(`DELETE FROM job_test_effects`);
});

/** Enqueues due at the test clock (the table's default is the database's own clock). */
const enqueue = (job: NewJob) => enqueueJob(t.db, { runAt: clock, ...job });

const runner = (handlers: Record<string, JobHandler>, options: { id?: string; leaseSeconds?: number; concurrency?: number } = {}) =>
  new JobRunner(ctx, {
    handlers,
    leaseSeconds: options.leaseSeconds ?? 60,
    concurrency: options.concurrency ?? 4,
    id: options.id,
    log: () => {},
  });

/** A handler that writes its effect and the done mark in one transaction. */
const recording: JobHandler = async (c, payload, job) => {
  await c.db.transaction(async (tx) => {
    await tx.query(`INSERT INTO job_test_effects (job_id, note) VALUES ($1, $2)`, [job.id, String(payload.note ?? '')]);
    await job.complete(tx);
  });
};

const effects = async () =>
  (await t.db.query<{ job_id: string; n: string }>(`SELECT job_id, count(*) AS n FROM job_test_effects GROUP BY job_id`)).map((r) => [
    Number(r.job_id),
    Number(r.n),
  ]);

describe('job runner', () => {
  it('runs every job exactly once with two runners claiming at the same time', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 40; i += 1) ids.push((await enqueue({ kind: 'test.record', payload: { note: `n${i}` } })) as number);
    const slow: JobHandler = async (c, p, job) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      await recording(c, p, job);
    };
    const a = runner({ 'test.record': slow }, { id: 'runner-a', concurrency: 3 });
    const b = runner({ 'test.record': slow }, { id: 'runner-b', concurrency: 3 });
    await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    const ran = await effects();
    expect(ran).toHaveLength(40);
    expect(ran.every(([, n]) => n === 1)).toBe(true);
    const statuses = await t.db.query<{ status: string; attempts: number; n: string }>(
      `SELECT status, attempts, count(*) AS n FROM jobs GROUP BY 1, 2`,
    );
    expect(statuses.map((s) => ({ ...s, n: Number(s.n) }))).toEqual([{ status: 'done', attempts: 1, n: 40 }]);
    // Done jobs are never claimed again.
    advance(3600);
    await a.runDue();
    expect(await effects()).toHaveLength(40);
  });

  it('runs again the job of a runner that died, once its lease ran out, and never twice', async () => {
    const id = (await enqueue({ kind: 'test.record' })) as number;
    // The "dead" runner claims it and never finishes.
    const [claimed] = await claimDueJobs(t.db, 'dead-runner', clock, 60, 1);
    expect(claimed.id).toBe(id);
    const b = runner({ 'test.record': recording }, { id: 'runner-b' });
    await b.runDue();
    expect(await effects()).toEqual([]);
    advance(59);
    await b.runDue();
    expect(await effects()).toEqual([]);
    advance(2);
    await b.runDue();
    expect(await effects()).toEqual([[id, 1]]);
    expect(await findJob(t.db, id)).toMatchObject({ status: 'done', attempts: 2, locked_by: null });
  });

  it('refuses the late completion of a runner that lost its lease, so the effect is not written twice', async () => {
    const id = (await enqueue({ kind: 'test.record' })) as number;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const stuck: JobHandler = async (c, p, job) => {
      await gate;
      await recording(c, p, job);
    };
    const a = runner({ 'test.record': stuck }, { id: 'runner-a', leaseSeconds: 60 });
    expect(await a.poll()).toBe(1);
    advance(120); // a's lease runs out (its renewal timer has not fired in this short test)
    const b = runner({ 'test.record': recording }, { id: 'runner-b' });
    await b.runDue();
    release();
    await a.drain();
    expect(await effects()).toEqual([[id, 1]]);
    expect(await findJob(t.db, id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('re-queues a failing job with growing backoff and marks it failed with the reason after max_attempts', async () => {
    const id = (await enqueue({ kind: 'test.fail', maxAttempts: 3 })) as number;
    let calls = 0;
    const failing: JobHandler = async (_c, _p, job) => {
      calls += 1;
      expect(job.attempts).toBe(calls);
      throw new Error(`boom ${calls}`);
    };
    const r = runner({ 'test.fail': failing });
    await r.runDue();
    expect(await findJob(t.db, id)).toMatchObject({ status: 'queued', attempts: 1, last_error: 'boom 1' });
    expect((await findJob(t.db, id))?.run_at.toISOString()).toBe('2026-03-02T10:00:30.000Z');
    advance(29);
    await r.runDue();
    expect(calls).toBe(1);
    advance(1);
    await r.runDue();
    expect(await findJob(t.db, id)).toMatchObject({ status: 'queued', attempts: 2, last_error: 'boom 2' });
    expect((await findJob(t.db, id))?.run_at.toISOString()).toBe('2026-03-02T10:01:30.000Z');
    advance(60);
    await r.runDue();
    expect(await findJob(t.db, id)).toMatchObject({ status: 'failed', attempts: 3, last_error: 'boom 3' });
    advance(3600);
    await r.runDue();
    expect(calls).toBe(3);
    expect([1, 2, 3, 8, 20].map(backoffSeconds)).toEqual([30, 60, 120, 3600, 3600]);
  });

  it('rolls back the effect with the done mark when the handler fails inside its transaction', async () => {
    const id = (await enqueue({ kind: 'test.half', maxAttempts: 2 })) as number;
    let first = true;
    const half: JobHandler = async (c, _p, job) => {
      await c.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO job_test_effects (job_id) VALUES ($1)`, [job.id]);
        await job.complete(tx);
        if (first) {
          first = false;
          throw new Error('crashed before commit');
        }
      });
    };
    const r = runner({ 'test.half': half });
    await r.runDue();
    expect(await effects()).toEqual([]);
    expect(await findJob(t.db, id)).toMatchObject({ status: 'queued', last_error: 'crashed before commit' });
    advance(30);
    await r.runDue();
    expect(await effects()).toEqual([[id, 1]]);
    expect(await findJob(t.db, id)).toMatchObject({ status: 'done' });
  });

  it('marks done a handler that does not complete itself, records progress, and fails unknown kinds', async () => {
    const plain = (await enqueue({ kind: 'test.plain' })) as number;
    const unknown = (await enqueue({ kind: 'test.nobody' })) as number;
    const r = runner({ 'test.plain': async (_c, _p, job) => job.setProgress(0.5) });
    await r.runDue();
    expect(await findJob(t.db, plain)).toMatchObject({ status: 'done', progress: 1 });
    expect(await findJob(t.db, unknown)).toMatchObject({ status: 'failed', last_error: "no handler for job kind 'test.nobody'" });
  });

  it('does not run a job before its run_at', async () => {
    const id = (await enqueue({ kind: 'test.record', runAt: new Date('2026-03-02T10:05:00Z') })) as number;
    const r = runner({ 'test.record': recording });
    await r.runDue();
    expect(await effects()).toEqual([]);
    at('2026-03-02T10:05:00Z');
    await r.runDue();
    expect(await effects()).toEqual([[id, 1]]);
  });
});

describe('job scheduler', () => {
  it('enqueues each cron tick once, however many processes check', async () => {
    at('2026-03-02T10:00:30Z');
    const schedules = [
      { kind: 'test.tick', cron: '* * * * *' },
      { kind: 'test.daily', cron: '0 7 * * *', timezone: 'America/New_York' },
    ];
    const one = new JobScheduler(ctx, schedules);
    const two = new JobScheduler(ctx, schedules);
    at('2026-03-02T10:03:10Z');
    const first = await one.check();
    const second = await two.check();
    expect(first).toEqual(
      ['2026-03-02T10:01:00.000Z', '2026-03-02T10:02:00.000Z', '2026-03-02T10:03:00.000Z'].map((iso) =>
        tickKey('test.tick', new Date(iso)),
      ),
    );
    expect(second).toEqual([]);
    expect(await one.check()).toEqual([]);
    // 7 AM New York is 12:00 UTC in March before daylight saving time.
    at('2026-03-02T12:00:00Z');
    expect(await two.check()).toContain(tickKey('test.daily', new Date('2026-03-02T12:00:00Z')));
    const rows = await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM jobs WHERE kind = 'test.tick'`);
    expect(Number(rows[0].n)).toBe(120);
    const [tick] = await t.db.query<{ payload: { scheduledAt: string } }>(`SELECT payload FROM jobs WHERE dedupe_key = $1`, [
      tickKey('test.tick', new Date('2026-03-02T10:01:00Z')),
    ]);
    expect(tick.payload.scheduledAt).toBe('2026-03-02T10:01:00.000Z');
    one.stop();
    two.stop();
  });

  it('after a gap with no process, the first check runs each schedule’s latest missed tick once, and no other', async () => {
    const schedules = [
      { kind: 'gap.tick', cron: '* * * * *' },
      { kind: 'gap.daily', cron: '0 7 * * *', timezone: 'America/New_York' },
    ];
    // A database no scheduler ever checked: nothing to catch up.
    at('2026-04-06T09:00:30Z');
    const before = new JobScheduler(ctx, schedules);
    expect(await before.check()).toEqual([]);
    at('2026-04-06T09:02:10Z');
    expect(await before.check()).toEqual(
      ['2026-04-06T09:01:00.000Z', '2026-04-06T09:02:00.000Z'].map((iso) => tickKey('gap.tick', new Date(iso))),
    );
    before.stop();
    // Down from 09:02 until the next day 13:30:20: yesterday's 7 AM New York (11:00 UTC) and today's were missed.
    at('2026-04-07T13:30:20Z');
    const after = new JobScheduler(ctx, schedules);
    const again = new JobScheduler(ctx, schedules);
    const caughtUp = await after.check();
    expect(caughtUp).toEqual([
      tickKey('gap.tick', new Date('2026-04-07T13:30:00Z')),
      tickKey('gap.daily', new Date('2026-04-07T11:00:00Z')),
    ]);
    expect(await again.check()).toEqual([]);
    const [{ n }] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs WHERE kind IN ('gap.tick', 'gap.daily')");
    expect(n).toBe(4);
    // Then on as usual: the next minute's tick.
    at('2026-04-07T13:31:05Z');
    expect(await after.check()).toEqual([tickKey('gap.tick', new Date('2026-04-07T13:31:00Z'))]);
    after.stop();
    again.stop();
  });
});

describe('jobs service', () => {
  it('claims and runs due jobs on its own, and stops after the running ones finish', async () => {
    const realCtx = { ...t.ctx, config: { ...t.ctx.config, JOBS_POLL_MS: 20 } };
    const id = (await enqueue({ kind: 'test.record', payload: { note: 'loop' } })) as number;
    const jobs = startJobs(realCtx, { handlers: { 'test.record': recording }, schedules: [], log: () => {} });
    for (let i = 0; i < 100 && (await findJob(t.db, id))?.status !== 'done'; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await jobs.stop();
    expect(await effects()).toEqual([[id, 1]]);
  });

  it('cleans up old finished jobs and keeps recent and pending ones', async () => {
    await t.db.query(
      `INSERT INTO jobs (kind, status, finished_at) VALUES ('old.done', 'done', '2026-02-20T00:00:00Z'), ('new.done', 'done', '2026-03-01T00:00:00Z'),
         ('old.failed', 'failed', '2026-02-20T00:00:00Z'), ('ancient.failed', 'failed', '2026-01-01T00:00:00Z'), ('queued', 'queued', NULL)`,
    );
    await t.db.query(
      `INSERT INTO click_log_messages (id, stored_at) VALUES ('old-click', '2026-02-20T00:00:00Z'), ('new-click', '2026-03-01T00:00:00Z')`,
    );
    await cleanupJobs(ctx, {}, { id: 0, attempts: 1, setProgress: async () => {}, complete: async () => {} });
    const kinds = (await t.db.query<{ kind: string }>(`SELECT kind FROM jobs ORDER BY kind`)).map((r) => r.kind);
    expect(kinds).toEqual(['new.done', 'old.failed', 'queued']);
    // The ids of stored JetStream click messages are kept a week (decision 751).
    expect((await t.db.query<{ id: string }>('SELECT id FROM click_log_messages ORDER BY id')).map((r) => r.id)).toEqual(['new-click']);
  });
});
