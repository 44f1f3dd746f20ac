import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { openSse } from '../src/modules/overlay/routes/sse-test-support.ts';
import { createRoleScene, type RoleScene } from '../src/testing/role-fixtures.ts';
import { openTierDb, startInstances, stopInstances, tierSkipped, type Instance } from './cluster.ts';
import { webhookEndpoint } from './webhook-endpoint.ts';

// Issue 29 item 4 (decision 760): three instances of the production build on one PostgreSQL
// database and one Redis share what must be shared: overlay and live panel events, rate limits and the job queue.
const GENERAL_LIMIT = 5;
const LEASE_SECONDS = 3;
const skipped = tierSkipped();

describe.skipIf(skipped)(`three instances on one database and Redis${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  let db: Db;
  let scene: RoleScene;
  let instances: Instance[] = [];
  let endpoint: Awaited<ReturnType<typeof webhookEndpoint>>;
  let key: string;

  const call = (instance: Instance, method: string, url: string, token?: string, body?: unknown, ip = '192.0.2.200') =>
    fetch(`${instance.base}${url}`, {
      method,
      headers: {
        'x-forwarded-for': ip,
        ...(token ? { authorization: `Token ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    endpoint = await webhookEndpoint();
    db = await openTierDb();
    scene = await createRoleScene(db, 'shared');
    [{ browsersource_key: key }] = await db.query<{ browsersource_key: string }>(
      'SELECT browsersource_key FROM profiles WHERE user_id = $1',
      [scene.users.broadcaster.id],
    );
    instances = await startInstances('shared', 3, () => ({
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: String(GENERAL_LIMIT),
      JOBS_POLL_MS: '100',
      JOBS_LEASE_SECONDS: String(LEASE_SECONDS),
      WEBHOOK_ALLOWED_HOSTS: `localhost:${endpoint.port}`,
      WEBHOOK_DELIVERIES_PER_CAMPAIGN_PER_MINUTE: '1000',
    }));
  });
  afterAll(async () => {
    await stopInstances(instances);
    await endpoint?.close();
    await db?.close();
  });

  it('a test pattern asked for through instance A reaches an overlay stream open on instance B within 2 s', async () => {
    const [a, b] = instances;
    const stream = await openSse(`${b.base}/browsersource/${scene.users.broadcaster.login}/events/?key=${key}`, {
      'x-forwarded-for': '192.0.2.201',
    });
    expect(stream.status).toBe(200);
    await stream.next('state');
    const asked = await call(a, 'POST', '/api/v1/browsersource-test-pattern/', scene.users.editor.token, {
      size: '1600x900',
      broadcaster: scene.users.broadcaster.login,
    });
    expect(asked.status).toBe(201);
    const { id } = (await asked.json()) as { id: number };
    // The 2 s bound the issue names: how long the test waits, not a measured speed.
    expect(await stream.next('test-pattern', (data) => (data as { pattern_id: number }).pattern_id === id, 2000)).toEqual({
      pattern_id: id,
      size: '1600x900',
    });
    stream.close();
  });

  it("a click through instance A reaches a campaign's live panel open on instance B within 5 s (decision 790)", async () => {
    const [a, b] = instances;
    await db.query(
      `INSERT INTO tracking_links (key, broadcaster_id, campaign_id, target, active) VALUES ('mlive1', $1, $2, 'https://shop.example/m', true)`,
      [scene.users.broadcaster.id, scene.campaignA.id],
    );
    const panel = await openSse(`${b.base}/api/v1/campaigns/${scene.campaignA.slug}/live/events/`, {
      authorization: `Token ${scene.users.editor.token}`,
      'x-forwarded-for': '192.0.2.210',
    });
    expect(panel.status).toBe(200);
    expect(await panel.next('snapshot')).toMatchObject({ clicks: 0 });
    const clicked = await fetch(`${a.base}/l/mlive1`, {
      redirect: 'manual',
      headers: {
        'x-forwarded-for': '192.0.2.211',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      },
    });
    expect(clicked.status).toBe(302);
    // Issue 30 part 1's bound: how long the test waits, not a measured speed.
    expect(await panel.next('snapshot', (data) => (data as { clicks: number }).clicks === 1, 5000)).toMatchObject({ clicks: 1 });
    panel.close();
  });

  it(`the general limit of ${GENERAL_LIMIT} per address is ${GENERAL_LIMIT} across the three instances`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < GENERAL_LIMIT; i += 1) {
      statuses.push((await call(instances[i % 3], 'GET', '/api/v1/health/', undefined, undefined, '198.51.100.7')).status);
    }
    expect(statuses).toEqual(Array(GENERAL_LIMIT).fill(200));
    for (const instance of instances) {
      expect((await call(instance, 'GET', '/api/v1/health/', undefined, undefined, '198.51.100.7')).status).toBe(429);
    }
    // Another address is counted apart.
    expect((await call(instances[0], 'GET', '/api/v1/health/', undefined, undefined, '198.51.100.8')).status).toBe(200);
  });

  const webhook = async () => {
    const made = await call(instances[0], 'POST', '/api/v1/webhooks/', scene.users.admin.token, {
      campaign: scene.campaignA.slug,
      url: endpoint.url,
    });
    expect(made.status).toBe(201);
    return ((await made.json()) as { id: number }).id;
  };
  /** Queues `count` test deliveries of `hook` through the instances in turn. */
  const queueDeliveries = async (hook: number, count: number) => {
    for (let i = 0; i < count; i += 1) {
      const res = await call(instances[i % instances.length], 'POST', `/api/v1/webhooks/${hook}/test/`, scene.users.admin.token);
      expect(res.status).toBeLessThan(300);
    }
  };
  const deliveryStatuses = () =>
    db.query<{ id: number; status: string }>('SELECT id::int AS id, status FROM webhook_deliveries ORDER BY id');
  const waitFor = async (done: () => Promise<boolean>, timeoutMs: number) => {
    const until = Date.now() + timeoutMs;
    while (!(await done()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
  };

  it('each job runs once: 30 webhook deliveries raced for by the job runners of three instances are each posted once', async () => {
    endpoint.phase('once');
    await queueDeliveries(await webhook(), 30);
    await waitFor(async () => (await deliveryStatuses()).every((d) => d.status === 'delivered'), 20_000);
    // A few polls more, for a post that would come twice.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const deliveries = await deliveryStatuses();
    expect(deliveries).toHaveLength(30);
    expect(deliveries.filter((d) => d.status !== 'delivered')).toEqual([]);
    const posts = endpoint.posts('once');
    expect(deliveries.map((d) => posts.get(d.id))).toEqual(Array(30).fill(1));
    const [{ n: attempts }] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM jobs WHERE kind = 'webhook-delivery' AND (status <> 'done' OR attempts <> 1)",
    );
    expect(attempts).toBe(0);
  });

  it('a job whose instance is killed with -9 runs again on another one, once, when its lease runs out', async () => {
    const before = new Set((await deliveryStatuses()).map((d) => d.id));
    // Slow posts, so the killed instance dies holding some.
    endpoint.phase('kill', 1500);
    await queueDeliveries(await webhook(), 9);
    const held = async () =>
      db.query<{ id: number; locked_by: string }>(
        `SELECT (payload->>'deliveryId')::int AS id, locked_by FROM jobs WHERE kind = 'webhook-delivery' AND status = 'running'`,
      );
    let running: Array<{ id: number; locked_by: string }> = [];
    await waitFor(async () => (running = await held()).length > 0, 10_000);
    expect(running.length).toBeGreaterThan(0);
    const pid = Number(running[0].locked_by.split(':')[1]);
    const victim = instances.find((instance) => instance.process.child.pid === pid);
    expect(victim, `the holder ${running[0].locked_by} is one of the instances`).toBeDefined();
    const heldByVictim = running.filter((job) => Number(job.locked_by.split(':')[1]) === pid).map((job) => job.id);
    await victim?.kill9();
    const deliveredAtKill = new Set((await deliveryStatuses()).filter((d) => d.status === 'delivered').map((d) => d.id));
    endpoint.phase('after', 20);

    const fresh = async () => (await deliveryStatuses()).filter((d) => !before.has(d.id));
    await waitFor(async () => (await fresh()).every((d) => d.status === 'delivered'), 20_000);
    await new Promise((resolve) => setTimeout(resolve, (LEASE_SECONDS + 1) * 1000));
    const deliveries = await fresh();
    expect(deliveries).toHaveLength(9);
    expect(deliveries.filter((d) => d.status !== 'delivered')).toEqual([]);
    const after = endpoint.posts('after');
    // The jobs the dead instance held ran again elsewhere, each once; none delivered before the kill ran again.
    expect(heldByVictim.map((id) => after.get(id))).toEqual(heldByVictim.map(() => 1));
    expect([...deliveredAtKill].filter((id) => after.has(id))).toEqual([]);
    expect([...after.values()].filter((n) => n > 1)).toEqual([]);
  });
});
