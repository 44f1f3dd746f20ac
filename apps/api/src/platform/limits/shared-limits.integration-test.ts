import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse, type SseStream } from '../../modules/overlay/routes/sse-test-support.ts';
import { createRoleScene, type RoleScene } from '../../testing/role-fixtures.ts';
import { createManager, createTestApp, sameDatabaseApp, TEST_PASSWORD, type TestApp } from '../../testing/test-app.ts';

// Issue 29 item 1 (decision 740): with REDIS_URL every limit counts in Redis, so two instances
// allow N together, not N each; this two-apps-in-one-process test is also issue 29 item 4's "a
// rate limit of N is N across instances". With Redis unreachable, the general limit fails open
// and the sign-in throttle fails closed, both counted.
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const THROTTLED = /^Request was throttled\. Expected available in (\d+) seconds\.$/;

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisUp = await redisAnswers(REDIS_URL);
const title = 'rate limits shared by two instances through Redis';

describe.skipIf(!redisUp)(redisUp ? title : `${title} (skipped: no Redis answers at ${REDIS_URL})`, () => {
  // One prefix per run, so runs in parallel on one Redis never share a counter.
  const prefix = `advocate-test:${randomUUID()}:`;
  const limits = {
    REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '6',
    INVITE_READS_PER_MINUTE: '3',
    RATE_LIMIT_REDIRECTS_PER_MINUTE: '3',
    CONVERSIONS_PER_KEY_PER_MINUTE: '3',
    RESET_REQUESTS_PER_IP_PER_HOUR: '3',
    REGISTRATIONS_PER_IP_PER_HOUR: '2',
    OVERLAY_STREAMS_PER_KEY: '2',
  };
  let t: TestApp;
  let one: FastifyInstance;
  let two: FastifyInstance;
  let scene: RoleScene;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    t = await createTestApp(limits);
    one = t.app;
    two = await sameDatabaseApp(t, limits);
    await two.ready();
    scene = await createRoleScene(t.db, 'shared');
  }, 180_000);
  afterAll(async () => {
    for (const s of streams) s.close();
    await two?.close();
    await t?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  /** `count` requests alternating between the two instances; answers their status codes. */
  const alternate = async (count: number, request: (app: FastifyInstance, i: number) => Promise<{ statusCode: number }>) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) statuses.push((await request(i % 2 ? two : one, i)).statusCode);
    return statuses;
  };
  const tableCount = async (table: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

  it('general limit: 6 anonymous requests from one address pass across both instances, the 7th gets the throttled answer', async () => {
    const get = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/v1/health/', remoteAddress: '192.0.2.10' });
    expect(await alternate(6, get)).toEqual(Array(6).fill(200));
    const res = await get(one);
    expect(res.statusCode).toBe(429);
    const seconds = Number(THROTTLED.exec(res.json<{ detail: string }>().detail)?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(res.headers['retry-after']).toBe(String(seconds));
    expect((await get(two)).statusCode).toBe(429);
    // Another address is counted apart.
    expect((await two.inject({ method: 'GET', url: '/api/v1/health/', remoteAddress: '192.0.2.11' })).statusCode).toBe(200);
  });

  it('invite reads: 3 per address across both instances, the 4th is 429', async () => {
    const read = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/v1/invite-links/campaign/no-such-key/', remoteAddress: '192.0.2.20' });
    const statuses = await alternate(3, read);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    const res = await read(two);
    expect(res.statusCode).toBe(429);
    expect(res.json<{ detail: string }>().detail).toMatch(THROTTLED);
  });

  it('redirects: 3 per address across both instances, the 4th is 429', async () => {
    const follow = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/l/nosuchkey', remoteAddress: '192.0.2.30' });
    expect(await alternate(3, follow)).toEqual([404, 404, 404]);
    const res = await follow(one);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('conversions: 3 calls per key and minute across both instances, the 4th is 429, counted in Redis only', async () => {
    const [{ id: componentId }] = await t.db.query<{ id: number }>(
      "INSERT INTO components (campaign_id, type, name, is_ready) VALUES ($1, 'custom-link', 'Shop link', true) RETURNING id",
      [scene.campaignA.id],
    );
    await t.db.query(
      'INSERT INTO tracking_links (key, broadcaster_id, campaign_id, component_id, target, active) VALUES ($1, $2, $3, $4, $5, true)',
      ['sharedcv1', scene.users.broadcaster.id, scene.campaignA.id, componentId, 'https://shop.example/sharedcv1'],
    );
    const convert = (app: FastifyInstance, i: number) =>
      app.inject({ method: 'POST', url: '/api/v1/conversion/', payload: { source: 'sharedcv1' }, remoteAddress: `192.0.2.${40 + i}` });
    expect(await alternate(3, convert)).toEqual([201, 201, 201]);
    const res = await convert(two, 3);
    expect(res.statusCode).toBe(429);
    expect(res.json<{ detail: string }>().detail).toMatch(THROTTLED);
    expect(await tableCount('conversion_key_minutes')).toBe(0);
  });

  it('sign-in throttle: 10 failures of one account across both instances, the 11th attempt is 429, counted in Redis only', async () => {
    await createManager(t.db, { email: 'shared-lockout@example.com' });
    const attempt = (app: FastifyInstance, i: number, password = 'wrong-password') =>
      app.inject({
        method: 'POST',
        url: '/api/v1/rest-auth/login/',
        payload: { username: 'shared-lockout@example.com', password },
        remoteAddress: `198.51.100.${i + 1}`,
      });
    expect(await alternate(10, (app, i) => attempt(app, i))).toEqual(Array(10).fill(400));
    const blocked = await attempt(one, 20, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ detail: string }>().detail).toMatch(THROTTLED);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
    expect(await tableCount('login_failures')).toBe(0);
  });

  it('sign-in throttle: of 30 parallel wrong attempts on both instances no more than 10 reach the password check', async () => {
    await createManager(t.db, { email: 'shared-racer@example.com' });
    const attempt = (app: FastifyInstance, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/rest-auth/login/',
        payload: { username: 'shared-racer@example.com', password: 'wrong-password' },
        remoteAddress: `198.51.102.${i + 1}`,
      });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(i % 2 ? two : one, i)));
    const refused = answers.filter((res) => res.statusCode === 400).length;
    expect(refused).toBeLessThanOrEqual(10);
    expect(refused + answers.filter((res) => res.statusCode === 429).length).toBe(30);
    // At least the limit gets through: blocked attempts were not kept counted.
    const more: number[] = [];
    for (let i = refused; i < 11; i += 1) more.push((await attempt(i % 2 ? two : one, 40 + i)).statusCode);
    expect(more).toEqual([...Array(10 - refused).fill(400), 429]);
  });

  it('a right password clears the account in Redis for both instances', async () => {
    await createManager(t.db, { email: 'shared-clear@example.com' });
    const attempt = (app: FastifyInstance, i: number, password = 'wrong-password') =>
      app.inject({
        method: 'POST',
        url: '/api/v1/rest-auth/login/',
        payload: { username: 'shared-clear@example.com', password },
        remoteAddress: `198.51.101.${i + 1}`,
      });
    expect(await alternate(9, (app, i) => attempt(app, i))).toEqual(Array(9).fill(400));
    expect((await attempt(one, 30, TEST_PASSWORD)).statusCode).toBe(200);
    // Nine more failures fit again: the earlier nine were forgotten.
    expect(await alternate(10, (app, i) => attempt(app, 40 + i))).toEqual(Array(10).fill(400));
    expect((await attempt(two, 60)).statusCode).toBe(429);
    expect(await tableCount('login_failures')).toBe(0);
  });

  it('password reset requests: 3 per address across both instances, the 4th is 429, counted in Redis only', async () => {
    const reset = (app: FastifyInstance, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/rest-auth/password/reset/',
        payload: { email: `someone-${i}@example.com` },
        remoteAddress: '192.0.2.50',
      });
    expect(await alternate(3, reset)).toEqual([200, 200, 200]);
    const res = await reset(two, 3);
    expect(res.statusCode).toBe(429);
    expect(res.json<{ detail: string }>().detail).toMatch(THROTTLED);
    expect(await tableCount('limited_requests')).toBe(0);
  });

  it('registrations: 2 per address across both instances, the 3rd is 429', async () => {
    const register = (app: FastifyInstance, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/rest-auth/registration/',
        payload: {
          email: `shared-signup-${i}@example.com`,
          password1: 'a-long-unusual-passphrase-9',
          password2: 'a-long-unusual-passphrase-9',
        },
        remoteAddress: '192.0.2.60',
      });
    expect(await alternate(2, register)).toEqual([201, 201]);
    const res = await register(one, 2);
    expect(res.statusCode).toBe(429);
    expect(res.json<{ detail: string }>().detail).toMatch(THROTTLED);
    expect(await tableCount('limited_requests')).toBe(0);
  });

  it('overlay streams: a key holds 2 open streams across both instances; the 3rd is 429; a closed one frees its slot', async () => {
    const [{ browsersource_key: key }] = await t.db.query<{ browsersource_key: string }>(
      'SELECT browsersource_key FROM profiles WHERE user_id = $1',
      [scene.users.broadcaster.id],
    );
    const urls: string[] = [];
    for (const app of [one, two]) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      urls.push(`http://127.0.0.1:${port}/browsersource/${scene.users.broadcaster.login}/events/?key=${key}`);
    }
    const open = async (url: string) => {
      const s = await openSse(url);
      streams.push(s);
      if (s.status === 200) await s.next('state');
      return s;
    };
    expect((await open(urls[0])).status).toBe(200);
    expect((await open(urls[1])).status).toBe(200);
    const refused = await fetch(urls[0]);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ detail: 'Request was throttled. Expected available in 30 seconds.' });
    streams.shift()?.close();
    await expect
      .poll(async () => {
        const s = await open(urls[1]);
        if (s.status !== 200) s.close();
        return s.status;
      })
      .toBe(200);
    expect((await fetch(urls[0])).status).toBe(429);
  });
});

describe('rate limits when Redis cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every Redis call fails at once.
    t = await createTestApp({
      REDIS_URL: 'redis://127.0.0.1:1',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '2',
      INVITE_READS_PER_MINUTE: '1',
      CONVERSIONS_PER_KEY_PER_MINUTE: '1',
    });
  }, 180_000);
  afterAll(() => t?.close());
  const failures = () => t.app.ctx.limits.failures;

  it('the general limit fails open: requests past the limit pass, each counted', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/v1/health/', remoteAddress: '192.0.2.70' })).statusCode);
    expect(statuses).toEqual(Array(5).fill(200));
    expect(failures().count('general', 'open')).toBeGreaterThanOrEqual(5);
  });

  it('the invite-read limit fails open too, counted apart', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push(
        (await t.app.inject({ method: 'GET', url: '/api/v1/invite-links/campaign/no-such-key/', remoteAddress: '192.0.2.71' })).statusCode,
      );
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    expect(failures().count('invite-reads', 'open')).toBe(3);
  });

  it('the sign-in throttle fails closed: the throttled answer, before the password is checked, counted', async () => {
    await createManager(t.db, { email: 'redis-away@example.com' });
    const before = failures().count('sign-in', 'closed');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rest-auth/login/',
      payload: { username: 'redis-away@example.com', password: TEST_PASSWORD },
      remoteAddress: '192.0.2.72',
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: 'Request was throttled. Expected available in 60 seconds.' });
    expect(res.headers['retry-after']).toBe('60');
    expect(failures().count('sign-in', 'closed')).toBe(before + 1);
    expect(failures().snapshot()).toContainEqual({ limit: 'sign-in', mode: 'closed', count: before + 1 });
  });

  it('password reset requests fail closed as well, and nothing is mailed', async () => {
    await createManager(t.db, { email: 'redis-away-reset@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rest-auth/password/reset/',
      payload: { email: 'redis-away-reset@example.com' },
      remoteAddress: '192.0.2.73',
    });
    expect(res.statusCode).toBe(429);
    expect(failures().count('password-reset', 'closed')).toBe(1);
    expect(t.outbox.filter((mail) => mail.to === 'redis-away-reset@example.com')).toEqual([]);
  });

  it('tells listeners of each failure (for metrics)', async () => {
    const seen: string[] = [];
    const stop = failures().onFailure((failure) => seen.push(`${failure.limit}:${failure.mode}`));
    await t.app.inject({ method: 'GET', url: '/api/v1/health/', remoteAddress: '192.0.2.74' });
    stop();
    await t.app.inject({ method: 'GET', url: '/api/v1/health/', remoteAddress: '192.0.2.74' });
    expect(seen).toEqual(['general:open']);
  });
});
