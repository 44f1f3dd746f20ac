import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context/app-context.ts';
import { JobRunner } from '../../platform/jobs/job-runner.ts';
import { createRoleScene, type RoleScene } from '../../testing/role-fixtures.ts';
import { createTestApp, sameDatabaseApp, send, type TestApp } from '../../testing/test-app.ts';
import { publicDns } from './routes/webhook-test-support.ts';
import { deliverWebhook } from './webhook-delivery.ts';
import { WEBHOOK_DELIVERY_JOB } from './webhook-events.ts';

// Issue 29 item 3: "webhook deliveries are not sent twice by two instances". Each delivery is one
// job, queued with it in one transaction; job runners claim jobs with FOR UPDATE SKIP LOCKED under
// a lease (decision 540), so two instances on one database racing for one queue post each delivery
// once. Run with ADVOCATE_TEST_DB=postgres for two runners on separate connections.
describe('webhook deliveries raced by two instances', () => {
  const DELIVERIES = 40;
  const RUNNERS_PER_INSTANCE = 4;
  let t: TestApp;
  let other: FastifyInstance;
  let scene: RoleScene;
  let server: Server;
  const posts = new Map<string, number>();

  beforeAll(async () => {
    server = createServer((req, res) => {
      const delivery = String(req.headers['x-advocate-delivery']);
      posts.set(delivery, (posts.get(delivery) ?? 0) + 1);
      req.resume();
      // A moment's wait, so posts of both runners are in flight together.
      setTimeout(() => res.end('ok'), 20);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const env = { WEBHOOK_ALLOWED_HOSTS: `localhost:${port}`, WEBHOOK_DELIVERIES_PER_CAMPAIGN_PER_MINUTE: '1000' };
    t = await createTestApp(env, { lookupHost: publicDns });
    other = await sameDatabaseApp(t, env);
    await other.ready();
    scene = await createRoleScene(t.db, 'once');
    const hook = (
      await send(
        t.app,
        'POST',
        '/api/v1/webhooks/',
        { campaign: scene.campaignA.slug, url: `http://localhost:${port}/hook` },
        scene.users.admin.token,
      )
    ).json<{ id: number }>();
    for (let i = 0; i < DELIVERIES; i += 1) {
      const res = await send(t.app, 'POST', `/api/v1/webhooks/${hook.id}/test/`, undefined, scene.users.admin.token);
      expect(res.statusCode).toBeLessThan(300);
    }
  }, 180_000);
  afterAll(async () => {
    server?.close();
    await other?.close();
    await t?.close();
  });

  it('runners of two instances racing on one queue post each delivery exactly once, and both take part', async () => {
    const queued = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs WHERE kind = $1 AND status = 'queued'", [
      WEBHOOK_DELIVERY_JOB,
    ]);
    expect(queued[0].n).toBe(DELIVERIES);
    const ranBy: Record<string, number> = { one: 0, two: 0 };
    const runner = (name: 'one' | 'two', ctx: AppContext, n: number) =>
      new JobRunner(ctx, {
        handlers: {
          [WEBHOOK_DELIVERY_JOB]: async (jobCtx, payload, job) => {
            ranBy[name] += 1;
            await deliverWebhook(jobCtx, payload, job);
          },
        },
        leaseSeconds: 60,
        concurrency: 2,
        id: `race-${name}-${n}`,
        log: () => undefined,
      });
    // Each instance's own context (its own app; the other resolves the test hook's name too), and
    // several runners in each, so claims meet on the queue's first rows at once.
    const otherCtx = { ...other.ctx, lookupHost: publicDns };
    await Promise.all(
      Array.from({ length: RUNNERS_PER_INSTANCE }, (_, n) => [
        runner('one', t.app.ctx, n).runDue(),
        runner('two', otherCtx, n).runDue(),
      ]).flat(),
    );

    const deliveries = await t.db.query<{ id: number; status: string; attempts: number }>(
      'SELECT id::int AS id, status, attempts FROM webhook_deliveries ORDER BY id',
    );
    expect(deliveries).toHaveLength(DELIVERIES);
    expect(deliveries.filter((d) => d.status !== 'delivered' || d.attempts !== 1)).toEqual([]);
    // Every delivery reached the endpoint, once.
    expect([...posts.keys()].sort()).toEqual(deliveries.map((d) => String(d.id)).sort());
    expect([...posts].filter(([, n]) => n !== 1)).toEqual([]);
    expect(ranBy.one + ranBy.two).toBe(DELIVERIES);
    expect(ranBy.one).toBeGreaterThan(0);
    expect(ranBy.two).toBeGreaterThan(0);
    const left = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs WHERE kind = $1 AND status <> 'done'", [
      WEBHOOK_DELIVERY_JOB,
    ]);
    expect(left[0].n).toBe(0);
  });
});
