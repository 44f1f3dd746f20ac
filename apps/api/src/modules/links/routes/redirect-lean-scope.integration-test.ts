import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncTrackingLinks } from '../../broadcaster-actions/broadcaster-actions-links.ts';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send } from '../../../testing/test-app.ts';

// issue 8: GET /l/{key} on its own lean stages and limit (decisions 610, 611), its lookup cache
// dropped on a change made through the API (decision 612).
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function setUp(env: Record<string, string>, prefix: string) {
  const t = await createTestApp(env);
  const scene = await createRoleScene(t.db, prefix);
  let n = 0;
  const link = async (campaignId: number, componentId: number | null = null) => {
    n += 1;
    const key = `${prefix.slice(0, 2)}${String(n).padStart(4, '0')}`;
    await t.db.query('INSERT INTO tracking_links (key, broadcaster_id, campaign_id, component_id, target) VALUES ($1, $2, $3, $4, $5)', [
      key,
      scene.users.broadcaster.id,
      campaignId,
      componentId,
      `https://shop.example/${key}`,
    ]);
    return key;
  };
  const click = (key: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/l/${key}`, headers: { 'user-agent': BROWSER, ...headers }, remoteAddress });
  // Clicks reach the database from the click journal (decision 624).
  const stored = async (key: string) =>
    (await t.app.clicks.settled(),
    await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM clicks c JOIN tracking_links tl ON tl.id = c.tracking_link_id WHERE tl.key = $1',
      [key],
    ))[0].n;
  return { t, scene, link, click, stored };
}

describe('GET /l/{key}: its own stages and per-IP limit', () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  let scene: RoleScene;
  beforeAll(async () => {
    s = await setUp({ RATE_LIMIT_REDIRECTS_PER_MINUTE: '3', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '2' }, 'lnlim');
    scene = s.scene;
  });
  afterAll(() => s.t.close());

  it('answers the fourth click in a minute from one address with a 429 page and Retry-After, storing nothing for it', async () => {
    const key = await s.link(scene.campaignA.id);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await s.click(key, '192.0.2.5')).statusCode);
    expect(statuses).toEqual([302, 302, 302]);
    const over = await s.click(key, '192.0.2.5');
    expect(over.statusCode).toBe(429);
    expect(over.headers['content-type']).toMatch(/^text\/html/);
    expect(over.body).toContain('Too many clicks from your network');
    const seconds = Number(over.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(await s.stored(key)).toBe(3);
    // Another address has its own count.
    expect((await s.click(key, '192.0.2.6')).statusCode).toBe(302);
  });

  it('counts apart from the general anonymous limit, both ways', async () => {
    const key = await s.link(scene.campaignA.id);
    for (let i = 0; i < 3; i++) expect((await s.click(key, '192.0.2.7')).statusCode).toBe(302);
    // Clicks used none of the API's anonymous budget (2 a minute here)...
    const api = (ip: string) => s.t.app.inject({ method: 'GET', url: '/api/v1/health/', remoteAddress: ip });
    expect([(await api('192.0.2.7')).statusCode, (await api('192.0.2.7')).statusCode, (await api('192.0.2.7')).statusCode]).toEqual([
      200, 200, 429,
    ]);
    // ...and an address over the API's limit still follows links.
    expect((await s.click(key, '192.0.2.8')).statusCode).toBe(302);
    for (let i = 0; i < 3; i++) await api('192.0.2.8');
    expect((await s.click(key, '192.0.2.8')).statusCode).toBe(302);
  });

  it('sends its own headers: no caching, no referrer, nosniff; no CORS', async () => {
    const key = await s.link(scene.campaignA.id);
    const res = await s.click(key, '192.0.2.9', { origin: 'http://localhost:5173' });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store, max-age=0');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const missing = await s.click('zzzzzz', '192.0.2.9');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toContain("default-src 'none'");
    expect(missing.headers['x-frame-options']).toBe('DENY');
    // The API keeps its stages: its answers still carry helmet's headers.
    const api = await s.t.app.inject({ method: 'GET', url: '/api/v1/health/', remoteAddress: '192.0.2.10' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-site');
  });
});

describe('GET /l/{key}: cached lookups follow changes made through the API at once', () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  let scene: RoleScene;
  beforeAll(async () => {
    s = await setUp({}, 'lncache');
    scene = s.scene;
  });
  afterAll(() => s.t.close());

  const deliveries = async (campaignId: number) =>
    (await s.t.app.clicks.settled(),
    await s.t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id WHERE w.campaign_id = $1',
      [campaignId],
    ))[0].n;

  it('a webhook added after a click: the next click is posted to it', async () => {
    const key = await s.link(scene.campaignA.id);
    expect((await s.click(key, '198.51.100.1')).statusCode).toBe(302);
    expect(await deliveries(scene.campaignA.id)).toBe(0);
    const created = await send(
      s.t.app,
      'POST',
      '/api/v1/webhooks/',
      { campaign: scene.campaignA.slug, url: 'https://hooks.example/clicks' },
      scene.users.editor.token,
    );
    expect(created.statusCode).toBe(201);
    expect((await s.click(key, '198.51.100.2')).statusCode).toBe(302);
    expect(await deliveries(scene.campaignA.id)).toBe(1);
    // Paused: the next click queues nothing.
    const paused = await send(
      s.t.app,
      'PATCH',
      `/api/v1/webhooks/${created.json<{ id: number }>().id}/`,
      { active: false },
      scene.users.editor.token,
    );
    expect(paused.statusCode).toBe(200);
    expect((await s.click(key, '198.51.100.3')).statusCode).toBe(302);
    expect(await deliveries(scene.campaignA.id)).toBe(1);
  });

  it('new UTM settings apply to the next click of a cached key', async () => {
    const key = await s.link(scene.campaignB.id);
    expect((await s.click(key, '198.51.100.4')).headers.location).toBe(`https://shop.example/${key}?advref=${key}`);
    const put = await send(
      s.t.app,
      'PUT',
      `/api/v1/campaign-link-settings/${scene.campaignB.slug}/`,
      { utm_source: 'advocate' },
      scene.users.admin.token,
    );
    expect(put.statusCode).toBe(200);
    expect((await s.click(key, '198.51.100.5')).headers.location).toBe(`https://shop.example/${key}?utm_source=advocate&advref=${key}`);
  });

  it('a link the campaign no longer uses (its target changed or it left) stops redirecting at once', async () => {
    const [{ id: componentId }] = await s.t.db.query<{ id: number }>(
      "INSERT INTO components (campaign_id, type, name, is_ready) VALUES ($1, 'banner-graphics', 'Banner', true) RETURNING id",
      [scene.campaignB.id],
    );
    const key = await s.link(scene.campaignB.id, componentId);
    expect((await s.click(key, '198.51.100.6')).statusCode).toBe(302);
    // The broadcaster actions' sync deactivates every component link the campaign no longer reaches.
    await s.t.db.transaction((tx) => syncTrackingLinks(tx, scene.campaignB.id, [], new Date()));
    const res = await s.click(key, '198.51.100.7');
    expect(res.statusCode).toBe(404);
    expect(await s.stored(key)).toBe(1);
  });
});
