import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// issue 8 "POST /api/v1/conversion/ with {"source": key}"; ARCHITECTURE §6; decision 526.
describe('POST /api/v1/conversion/', () => {
  let t: TestApp;
  let scene: RoleScene;
  let componentId: number;
  let n = 0;

  const link = async (active = true) => {
    n += 1;
    const key = `cv${String(n).padStart(4, '0')}`;
    await t.db.query(
      'INSERT INTO tracking_links (key, broadcaster_id, campaign_id, component_id, target, active) VALUES ($1, $2, $3, $4, $5, $6)',
      [key, scene.users.broadcaster.id, scene.campaignA.id, componentId, `https://shop.example/${key}`, active],
    );
    return key;
  };
  const conversions = async () => Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM conversions'))[0].n);
  const rolledUp = async () =>
    Number(
      (
        await t.db.query<{ n: string }>(
          'SELECT coalesce(sum(conversions), 0)::text AS n FROM rollup_daily_components WHERE component_id = $1',
          [componentId],
        )
      )[0].n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'conv');
    [{ id: componentId }] = await t.db.query<{ id: number }>(
      "INSERT INTO components (campaign_id, type, name, is_ready) VALUES ($1, 'custom-link', 'Shop link', true) RETURNING id",
      [scene.campaignA.id],
    );
  });
  afterAll(() => t.close());

  it('by caller: public, every caller records one', async () => {
    const key = await link();
    const before = await conversions();
    // Each caller from its own address: a repeat from one client within the hour adds nothing (decision 660).
    let client = 0;
    const statuses = await statusByCaller(scene.users, (token) => {
      client += 1;
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/conversion/',
        payload: { source: key },
        remoteAddress: `192.0.2.${client}`,
        headers: token ? { authorization: `Token ${token}` } : {},
      });
    });
    expect(statuses).toEqual({
      anonymous: 201,
      admin: 201,
      editor: 201,
      readOnlyManager: 201,
      otherTeamManager: 201,
      brandViewer: 201,
      broadcaster: 201,
      otherBroadcaster: 201,
    });
    expect(await conversions()).toBe(before + 8);
  });

  it('stores the conversion with the link it came from, counted in the rollups and the campaign overview', async () => {
    const key = await link(false);
    const before = await rolledUp();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/conversion/', payload: { source: key }, remoteAddress: '203.0.113.20' });
    expect(res.statusCode).toBe(201);
    expect(res.json().source).toBe(key);
    const [row] = await t.db.query(
      'SELECT source, broadcaster_id, campaign_id, component_id, component_type, ip_addr FROM conversions ORDER BY id DESC LIMIT 1',
    );
    expect(row).toEqual({
      source: key,
      broadcaster_id: scene.users.broadcaster.id,
      campaign_id: scene.campaignA.id,
      component_id: componentId,
      component_type: 'custom-link',
      ip_addr: '203.0.113.20',
    });
    expect(await rolledUp()).toBe(before + 1);
    const overview = await send(
      t.app,
      'GET',
      `/api/v1/campaigns/${scene.campaignA.slug}/?include_metrics=true`,
      undefined,
      scene.users.editor.token,
    );
    expect(overview.json().metrics.conversions).toBe(await rolledUp());
  });

  it('bad input: missing or unknown source is a field error, nothing stored', async () => {
    const before = await conversions();
    const post = (body: unknown) => send(t.app, 'POST', '/api/v1/conversion/', body);
    expect((await post({})).json()).toEqual({ source: ['Required Field'] });
    expect((await post({ source: '   ' })).json()).toEqual({ source: ['Required Field'] });
    const unknown = await post({ source: 'nope00' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ source: ['This is not a tracked link key.'] });
    expect((await post({ source: 'x'.repeat(65) })).statusCode).toBe(400);
    expect((await post({ source: 12 })).statusCode).toBe(400);
    expect((await post([])).statusCode).toBe(400);
    expect(await conversions()).toBe(before);
  });

  it('GET answers 405', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/conversion/' });
    expect(res.statusCode).toBe(405);
    expect(res.json()).toEqual({ detail: 'Method not allowed.' });
    expect(res.headers.allow).toBe('POST, OPTIONS');
  });

  it('CORS is open on this endpoint only (any shop origin, no credentials)', async () => {
    const origin = 'https://some-shop.example';
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/conversion/',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    const key = await link();
    const post = await t.app.inject({ method: 'POST', url: '/api/v1/conversion/', headers: { origin }, payload: { source: key } });
    expect(post.statusCode).toBe(201);
    expect(post.headers['access-control-allow-origin']).toBe('*');
    expect(post.headers['access-control-allow-credentials']).toBeUndefined();
    const elsewhere = await t.app.inject({ method: 'GET', url: `/api/v1/campaigns/`, headers: { origin } });
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
    const otherPreflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/campaigns/',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(otherPreflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
