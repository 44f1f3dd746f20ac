import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, sameDatabaseApp, type TestApp } from '../../../testing/test-app.ts';

// issue 26 item 2 "a repeat from the same client for the same key within a window counts once; an
// optional order_id counts once ever; a per-key rate limit applies"; decisions 660, 661.
describe('POST /api/v1/conversion/: repeats, order ids and the per-key limit', () => {
  let t: TestApp;
  let scene: RoleScene;
  let clock = new Date('2026-03-10T12:00:00Z');
  let n = 0;

  const link = async () => {
    n += 1;
    const key = `rp${String(n).padStart(4, '0')}`;
    await t.db.query('INSERT INTO tracking_links (key, broadcaster_id, campaign_id, target, active) VALUES ($1, $2, $3, $4, true)', [
      key,
      scene.users.broadcaster.id,
      scene.campaignA.id,
      `https://shop.example/${key}`,
    ]);
    return key;
  };
  const countOf = async (key: string) =>
    Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM conversions WHERE source = $1', [key]))[0].n);
  const post = (payload: Record<string, unknown>, ip = '198.51.100.7', app = t.app) =>
    app.inject({ method: 'POST', url: '/api/v1/conversion/', payload, remoteAddress: ip });
  const advance = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };

  beforeAll(async () => {
    t = await createTestApp({ CONVERSIONS_PER_KEY_PER_MINUTE: '30' }, { now: () => clock });
    scene = await createRoleScene(t.db, 'crep');
  });
  afterAll(() => t.close());

  it('20 identical anonymous calls from one client add one conversion, each answered alike', async () => {
    const key = await link();
    const answers = [];
    for (let i = 0; i < 20; i += 1) answers.push(await post({ source: key }));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0].json()).toEqual({ source: key, created: clock.toISOString() });
    expect(await countOf(key)).toBe(1);
    const [row] = await t.db.query<{ verified: boolean }>('SELECT verified FROM conversions WHERE source = $1', [key]);
    expect(row.verified).toBe(false);
  });

  it('the window is an hour per client and key: other clients and other keys count, the same one again after the hour', async () => {
    const key = await link();
    const other = await link();
    await post({ source: key });
    await post({ source: key, order_id: 'A-1' });
    await post({ source: key }, '198.51.100.8');
    await post({ source: other });
    expect([await countOf(key), await countOf(other)]).toEqual([2, 1]);
    advance(59);
    await post({ source: key });
    expect(await countOf(key)).toBe(2);
    advance(2);
    await post({ source: key });
    expect(await countOf(key)).toBe(3);
  });

  it('an IPv6 client counts by its /64', async () => {
    const key = await link();
    await post({ source: key }, '2001:db8:1:2::10');
    await post({ source: key }, '2001:db8:1:2::99');
    await post({ source: key }, '2001:db8:1:3::10');
    expect(await countOf(key)).toBe(2);
  });

  it('an order id counts once ever for the campaign, from any client, and a repeat burns nothing', async () => {
    const key = await link();
    const second = await link();
    expect((await post({ source: key, order_id: 'ORD-100' }, '203.0.113.1')).statusCode).toBe(201);
    expect((await post({ source: key, order_id: 'ORD-100' }, '203.0.113.2')).statusCode).toBe(201);
    expect((await post({ source: second, order_id: 'ORD-100' }, '203.0.113.3')).statusCode).toBe(201);
    advance(24 * 60);
    await post({ source: key, order_id: 'ORD-100' }, '203.0.113.4');
    expect((await countOf(key)) + (await countOf(second))).toBe(1);
    // The refused order id claimed nothing for its client: a new order from it still counts.
    await post({ source: second, order_id: 'ORD-101' }, '203.0.113.3');
    expect(await countOf(second)).toBe(1);
  });

  it('per key: over CONVERSIONS_PER_KEY_PER_MINUTE calls in a minute answer 429 in the throttle shape; the next minute opens again', async () => {
    clock = new Date('2026-03-11T08:00:20Z');
    const key = await link();
    const other = await link();
    const statuses = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await post({ source: key }, `192.0.2.${i + 1}`)).statusCode);
    expect(statuses).toEqual(Array(30).fill(201));
    const over = await post({ source: key }, '192.0.2.200');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ detail: 'Request was throttled. Expected available in 40 seconds.' });
    expect(over.headers['retry-after']).toBe('40');
    expect(await countOf(key)).toBe(30);
    expect((await post({ source: other }, '192.0.2.200')).statusCode).toBe(201);
    advance(1);
    expect((await post({ source: key }, '192.0.2.201')).statusCode).toBe(201);
    expect(await countOf(key)).toBe(31);
  });

  it('two identical calls at once, through two API processes, count once', async () => {
    const second = await sameDatabaseApp(t, {}, () => clock);
    try {
      for (let round = 0; round < 5; round += 1) {
        const key = await link();
        const answers = await Promise.all([post({ source: key }), post({ source: key }, undefined, second), post({ source: key })]);
        expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
        expect(await countOf(key)).toBe(1);
        const order = await link();
        await Promise.all([
          post({ source: order, order_id: `C-${round}` }, '10.0.0.1'),
          post({ source: order, order_id: `C-${round}` }, '10.0.0.2', second),
        ]);
        expect(await countOf(order)).toBe(1);
      }
    } finally {
      await second.close();
    }
  });

  it('bad order ids are field errors and store nothing', async () => {
    const key = await link();
    expect((await post({ source: key, order_id: 'x'.repeat(129) })).statusCode).toBe(400);
    expect((await post({ source: key, order_id: 7 })).statusCode).toBe(400);
    expect(await countOf(key)).toBe(0);
  });
});
