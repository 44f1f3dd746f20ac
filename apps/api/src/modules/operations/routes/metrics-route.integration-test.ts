import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../../platform/jobs/repositories/jobs-repository.ts';
import { jobHandlers } from '../../../platform/jobs/job-handlers.ts';
import { JobRunner } from '../../../platform/jobs/job-runner.ts';
import { createRoleScene, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';
import { publicDns } from '../../links/routes/webhook-test-support.ts';

const METRICS_TOKEN = 'metrics-scrape-token-0123456789';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** One sample's value in Prometheus text, by its exact name and labels; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

// Issue 28 item 5; decision 737.
describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  let scene: RoleScene;
  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'nometrics', { campaigns: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 404 to everyone, a bearer token included', async () => {
    expect(new Set(Object.values(await statusByCaller(scene.users, (token) => send(t.app, 'GET', '/metrics', undefined, token))))).toEqual(
      new Set([404]),
    );
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let scene: RoleScene;
  let server: Server;
  let endpoint: string;
  let posts = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        posts += 1;
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    t = await createTestApp({ METRICS_TOKEN, WEBHOOK_ALLOWED_HOSTS: `localhost:${port}` }, { lookupHost: publicDns });
    scene = await createRoleScene(t.db, 'metrics');
    endpoint = `http://localhost:${port}/hook`;
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('answers 401 to every caller without the metrics token: anonymous, sign-in tokens (an admin too), API-key-like and wrong bearers', async () => {
    expect(await statusByCaller(scene.users, (token) => send(t.app, 'GET', '/metrics', undefined, token))).toEqual({
      anonymous: 401,
      admin: 401,
      editor: 401,
      readOnlyManager: 401,
      otherTeamManager: 401,
      brandViewer: 401,
      broadcaster: 401,
      otherBroadcaster: 401,
    });
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(none.headers['www-authenticate']).toBe('Bearer');
    for (const wrong of [
      bearer(scene.users.admin.token),
      bearer(`${METRICS_TOKEN}x`),
      bearer(METRICS_TOKEN.slice(1)),
      { authorization: `Bearer ${METRICS_TOKEN} x` },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: wrong });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Invalid token.' });
      expect(res.body).not.toContain('advocate_');
    }
  });

  it('serves Prometheus text with the metrics token: process defaults, click journal, streams', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    for (const name of ['process_cpu_user_seconds_total', 'nodejs_eventloop_lag_seconds', 'process_resident_memory_bytes'])
      expect(text).toContain(`\n${name}`);
    expect(sample(text, 'advocate_click_journal_lag_seconds')).toBe(0);
    expect(sample(text, 'advocate_click_journal_pending_bytes')).toBe(0);
    expect(sample(text, 'advocate_click_journal_segments')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'advocate_overlay_streams_open')).toBe(0);
    if (t.db.driver === 'postgres') expect(sample(text, 'advocate_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
    else expect(text).not.toContain('advocate_db_pool_connections{');
  });

  it('measures requests by route pattern and status, never by raw URL, and leaves the probes out', async () => {
    const slug = scene.campaignA.slug;
    expect((await send(t.app, 'GET', `/api/v1/campaigns/${slug}/`, undefined, scene.users.editor.token)).statusCode).toBe(200);
    expect((await send(t.app, 'GET', `/api/v1/campaigns/${slug}/`, undefined, scene.users.otherTeamManager.token)).statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/readyz' });
    await t.app.inject({ method: 'GET', url: '/no/such/path' });
    const text = await scrape();
    const series = 'advocate_http_request_duration_seconds_count{method="GET",route="/api/v1/campaigns/:slug/",status_code=';
    expect(sample(text, `${series}"200"}`)).toBe(1);
    expect(sample(text, `${series}"404"}`)).toBe(1);
    expect(sample(text, 'advocate_http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}')).toBe(1);
    expect(text).not.toContain(slug);
    expect(text).not.toContain('/no/such/path');
    expect(text).not.toMatch(/route="\/(healthz|readyz)"/);
  });

  it('counts job runs by kind and outcome, the queue by kind and state, and webhook posts', async () => {
    const hook = await send(
      t.app,
      'POST',
      '/api/v1/webhooks/',
      { campaign: scene.campaignA.slug, url: endpoint },
      scene.users.editor.token,
    );
    expect(hook.statusCode).toBe(201);
    expect(
      (await send(t.app, 'POST', `/api/v1/webhooks/${hook.json().id}/test/`, undefined, scene.users.editor.token)).statusCode,
    ).toBeLessThan(300);
    await t.db.transaction(async (tx) => {
      await enqueueJob(tx, { kind: 'metrics-ok', payload: {} });
      await enqueueJob(tx, { kind: 'metrics-broken', payload: {} });
      await enqueueJob(tx, { kind: 'metrics-later', payload: {}, runAt: new Date(Date.now() + 3_600_000) });
    });
    const before = await scrape();
    expect(sample(before, 'advocate_job_queue_depth{kind="metrics-ok",state="due"}')).toBe(1);
    expect(sample(before, 'advocate_job_queue_depth{kind="metrics-later",state="scheduled"}')).toBe(1);
    const runner = new JobRunner(t.app.ctx, {
      handlers: {
        ...jobHandlers,
        'metrics-ok': async () => undefined,
        'metrics-broken': async () => {
          throw new Error('broken on purpose');
        },
      },
      leaseSeconds: 60,
      concurrency: 2,
      log: () => undefined,
    });
    await runner.runDue();
    const after = await scrape();
    expect(sample(after, 'advocate_job_runs_total{kind="metrics-ok",outcome="done"}')).toBe(1);
    expect(sample(after, 'advocate_job_runs_total{kind="metrics-broken",outcome="retried"}')).toBe(1);
    expect(sample(after, 'advocate_job_runs_total{kind="webhook-delivery",outcome="done"}')).toBe(1);
    expect(sample(after, 'advocate_job_run_duration_seconds_count{kind="metrics-ok"}')).toBe(1);
    expect(sample(after, 'advocate_job_queue_depth{kind="metrics-ok",state="due"}')).toBeUndefined();
    expect(sample(after, 'advocate_job_queue_depth{kind="metrics-broken",state="scheduled"}')).toBe(1);
    expect(posts).toBe(1);
    expect(sample(after, 'advocate_webhook_deliveries_total{outcome="delivered"}')).toBe(1);
    expect(sample(after, 'advocate_webhook_deliveries_total{outcome="failed"}')).toBe(0);
  });
});
