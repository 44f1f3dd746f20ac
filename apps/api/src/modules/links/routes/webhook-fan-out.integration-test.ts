import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverWebhook } from '../webhook-delivery.ts';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';
import { publicDns } from './webhook-test-support.ts';

// Issue 26 §2 "Cap webhook fan-out", decision 671: at most 10 webhooks per campaign, and at most
// WEBHOOK_DELIVERIES_PER_CAMPAIGN_PER_MINUTE posts per campaign per minute, the rest deferred, never dropped.
describe('webhook fan-out', () => {
  let t: TestApp;
  let scene: RoleScene;
  let server: Server;
  let port: number;
  let clock = new Date('2026-11-29T06:00:00Z');
  let posts = 0;
  const fakeJob = () => ({ id: 1, attempts: 1, setProgress: async () => undefined, complete: async () => undefined });
  const create = (campaign: string, url: string) => send(t.app, 'POST', '/api/v1/webhooks/', { campaign, url }, scene.users.admin.token);
  type QueuedJob = { id: number; payload: { deliveryId: number }; run_at: Date };
  const queued = () =>
    t.db.query<QueuedJob>(
      "SELECT id::int AS id, payload, run_at FROM jobs WHERE kind = 'webhook-delivery' AND status = 'queued' ORDER BY id",
    );
  const run = async (job: QueuedJob) => {
    await deliverWebhook(t.app.ctx, job.payload, fakeJob()).catch(() => undefined);
    await t.db.query("UPDATE jobs SET status = 'done' WHERE id = $1", [job.id]);
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      posts += 1;
      req.resume();
      // An endpoint that takes its time: deliveries run at once overlap while it answers.
      setTimeout(() => res.end('ok'), req.url === '/slow' ? 200 : 0);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    t = await createTestApp(
      { WEBHOOK_ALLOWED_HOSTS: `localhost:${port}`, WEBHOOK_DELIVERIES_PER_CAMPAIGN_PER_MINUTE: '3' },
      { lookupHost: publicDns, now: () => clock },
    );
    scene = await createRoleScene(t.db, 'fan');
  }, 180_000);
  afterAll(async () => {
    server.close();
    await t.close();
  });

  it('a campaign has at most 10 webhooks: the 11th is refused and not stored', async () => {
    for (let i = 0; i < 10; i += 1) expect((await create(scene.campaignA.slug, `https://hooks.example/${i}`)).statusCode).toBe(201);
    const res = await create(scene.campaignA.slug, 'https://hooks.example/eleventh');
    expect([res.statusCode, res.json()]).toEqual([400, { campaign: ['A campaign can have at most 10 webhooks.'] }]);
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhooks WHERE campaign_id = $1', [scene.campaignA.id]);
    expect(n).toBe(10);
    // Deleting one frees its place.
    const [{ id }] = await t.db.query<{ id: number }>('SELECT id FROM webhooks WHERE campaign_id = $1 LIMIT 1', [scene.campaignA.id]);
    await send(t.app, 'DELETE', `/api/v1/webhooks/${id}/`, undefined, scene.users.admin.token);
    expect((await create(scene.campaignA.slug, 'https://hooks.example/tenth-again')).statusCode).toBe(201);
  });

  it('beyond the per-minute cap a delivery waits for the next minute, without an attempt, and is then posted', async () => {
    const hook = (await create(scene.campaignB.slug, `http://localhost:${port}/cap`)).json();
    for (let i = 0; i < 5; i += 1) await send(t.app, 'POST', `/api/v1/webhooks/${hook.id}/test/`, undefined, scene.users.admin.token);
    const first = await queued();
    expect(first.length).toBe(5);
    for (const job of first) await run(job);
    expect(posts).toBe(3);
    const deferred = await queued();
    expect(deferred.length).toBe(2);
    for (const job of deferred) expect(new Date(job.run_at).getTime()).toBe(clock.getTime() + 60_000);
    const waiting = await t.db.query<{ status: string; attempts: number }>(
      'SELECT status, attempts FROM webhook_deliveries WHERE id = ANY($1::bigint[]) ORDER BY id',
      [deferred.map((j) => j.payload.deliveryId)],
    );
    expect(waiting).toEqual([
      { status: 'pending', attempts: 0 },
      { status: 'pending', attempts: 0 },
    ]);
    clock = new Date(clock.getTime() + 61_000);
    for (const job of deferred) await run(job);
    expect(posts).toBe(5);
    const [{ n }] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM webhook_deliveries WHERE webhook_id = $1 AND status = 'delivered'",
      [hook.id],
    );
    expect(n).toBe(5);
    expect(await queued()).toEqual([]);
  });

  it('deliveries run at once never post past the cap: each counts the others before posting', async () => {
    clock = new Date(clock.getTime() + 120_000);
    const hook = (await create(scene.campaignB.slug, `http://localhost:${port}/slow`)).json();
    for (let i = 0; i < 6; i += 1) await send(t.app, 'POST', `/api/v1/webhooks/${hook.id}/test/`, undefined, scene.users.admin.token);
    const jobs = await queued();
    expect(jobs.length).toBe(6);
    const before = posts;
    await Promise.all(jobs.map(run));
    expect(posts - before).toBe(3);
    expect((await queued()).length).toBe(3);
  });
});
