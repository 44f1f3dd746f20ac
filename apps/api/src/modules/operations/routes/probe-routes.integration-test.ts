import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs } from '../../../platform/jobs/jobs-service.ts';
import { captureLog } from '../../../platform/observability/log-capture-test-support.ts';
import { createRoleUsers, statusByCaller, type Role, type RoleUser } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// Issue 28 item 4; decision 736: /healthz while the process runs, /readyz with each check; both
// unauthenticated, unlogged, out of the rate limits.
describe('GET /healthz and /readyz', () => {
  const log = captureLog();
  let t: TestApp;
  let users: Record<Role, RoleUser>;

  beforeAll(async () => {
    // A low anonymous limit: the probes must never meet it.
    t = await createTestApp({ RATE_LIMIT_ANONYMOUS_PER_MINUTE: '3', RATE_LIMIT_SIGNED_IN_PER_MINUTE: '3' }, { log: log.stream });
    users = await createRoleUsers(t.db, 'probe');
  });
  afterAll(async () => {
    await t.close();
  });

  it('answer 200 to every caller, a made-up token included, without reading it', async () => {
    for (const url of ['/healthz', '/readyz']) {
      expect(await statusByCaller(users, (token) => send(t.app, 'GET', url, undefined, token))).toEqual({
        anonymous: 200,
        admin: 200,
        editor: 200,
        readOnlyManager: 200,
        otherTeamManager: 200,
        brandViewer: 200,
        broadcaster: 200,
        otherBroadcaster: 200,
      });
      const madeUp = await send(t.app, 'GET', url, undefined, 'f'.repeat(40));
      expect(madeUp.statusCode).toBe(200);
      expect(madeUp.headers['cache-control']).toBe('no-store');
    }
    expect((await send(t.app, 'GET', '/healthz')).json()).toEqual({ status: 'ok' });
  });

  it('are never rate limited, while the API around them is', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/readyz', remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
    }
    const api = [];
    for (let i = 0; i < 4; i++)
      api.push((await t.app.inject({ method: 'GET', url: '/api/v1/health/', remoteAddress: '198.51.100.7' })).statusCode);
    expect(api).toEqual([200, 200, 200, 429]);
  });

  it('are not logged', async () => {
    log.clear();
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/readyz' });
    await t.app.inject({ method: 'GET', url: '/api/v1/health/', remoteAddress: '198.51.100.8' });
    expect(
      log
        .lines()
        .filter((l) => l.msg === 'request')
        .map((l) => l.route),
    ).toEqual(['/api/v1/health/']);
  });

  it('/readyz lists each check: database, migrations, click journal, jobs (not run by the test app)', async () => {
    const res = await send(t.app, 'GET', '/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ready',
      checks: {
        database: { ok: true },
        migrations: { ok: true },
        click_journal: { ok: true, lag_seconds: 0, bound_seconds: 60 },
        jobs: { ok: true, running: false },
      },
    });
  });

  it('/readyz answers 503 naming a migration the database lacks, and 200 once it is there', async () => {
    const [{ version }] = await t.db.query<{ version: string }>('SELECT max(version) AS version FROM schema_migrations');
    await t.db.query('DELETE FROM schema_migrations WHERE version = $1', [version]);
    try {
      const res = await send(t.app, 'GET', '/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'not ready',
        checks: { database: { ok: true }, migrations: { ok: false, missing: [version] } },
      });
    } finally {
      await t.db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
    }
    expect((await send(t.app, 'GET', '/readyz')).statusCode).toBe(200);
  });

  it('/readyz watches the job poll of a process that runs jobs: ready while it polls, not once it has stalled', async () => {
    const jobs = startJobs(t.app.ctx, { handlers: {}, schedules: [] });
    try {
      t.app.operations.watchJobs(jobs);
      await jobs.runner.runDue();
      const now = await t.app.operations.readiness.check();
      expect(now.checks.jobs).toMatchObject({ ok: true, running: true, bound_seconds: 60 });
      // The same process a minute and a bit later without a finished poll (the loop stopped below).
      await jobs.stop();
      const later = await t.app.operations.readiness.check(jobs.lastPollAt() + 61_000);
      expect(later.ready).toBe(false);
      expect(later.checks.jobs).toMatchObject({ ok: false, running: true, seconds_since_poll: 61 });
    } finally {
      await jobs.stop();
    }
  });
});
