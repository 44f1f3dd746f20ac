import { startDevProviders } from '@advocate/dev-providers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopifyWebhookHmac } from '../shopify-orders.ts';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

const SECRET = 'advocate-local-secret';

// issue 26 item 2 "The Shopify orders/create webhook of a confirmed shop, with its HMAC verified";
// decision 663.
describe('POST /api/v1/shopify/webhooks/orders-create/', () => {
  let t: TestApp;
  let scene: RoleScene;
  let n = 0;

  const link = async () => {
    n += 1;
    const key = `sh${String(n).padStart(4, '0')}`;
    await t.db.query('INSERT INTO tracking_links (key, broadcaster_id, campaign_id, target, active) VALUES ($1, $2, $3, $4, true)', [
      key,
      scene.users.broadcaster.id,
      scene.campaignA.id,
      `https://shop.example/${key}`,
    ]);
    return key;
  };
  const install = (shop: string, installedBy: number, confirmed: boolean) =>
    t.db.query('INSERT INTO shopify_installations (shop, access_token, installed_by, confirmed_at) VALUES ($1, $2, $3, $4)', [
      shop,
      confirmed ? 'shpat_x' : null,
      installedBy,
      confirmed ? new Date() : null,
    ]);
  const verifiedOf = async (key: string) =>
    (await t.db.query<{ verified: boolean }>('SELECT verified FROM conversions WHERE source = $1 ORDER BY id', [key])).map(
      (r) => r.verified,
    );
  const webhook = (order: Record<string, unknown>, options: { shop?: string; topic?: string; hmac?: string; secret?: string } = {}) => {
    const body = JSON.stringify(order);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/shopify/webhooks/orders-create/',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': options.topic ?? 'orders/create',
        'x-shopify-shop-domain': options.shop ?? 'trusted.myshopify.com',
        'x-shopify-hmac-sha256': options.hmac ?? shopifyWebhookHmac(body, options.secret ?? SECRET),
      },
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'shord');
    await install('trusted.myshopify.com', scene.users.editor.id, true);
    await install('pending.myshopify.com', scene.users.editor.id, false);
    await install('elsewhere.myshopify.com', scene.users.otherTeamManager.id, true);
  });
  afterAll(() => t.close());

  it('a confirmed shop’s signed order with advref in its landing site adds one verified conversion, once per order', async () => {
    const key = await link();
    const order = { id: 820982911946154500, landing_site: `/products/mug?advref=${key}&utm_source=advocate`, browser_ip: '203.0.113.9' };
    const res = await webhook(order);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ counted: true });
    expect((await webhook(order)).json()).toEqual({ counted: false });
    expect(await verifiedOf(key)).toEqual([true]);
    const [row] = await t.db.query('SELECT campaign_id, ip_addr FROM conversions WHERE source = $1', [key]);
    expect(row).toEqual({ campaign_id: scene.campaignA.id, ip_addr: '203.0.113.9' });
  });

  it('the advref note attribute is read first', async () => {
    const key = await link();
    const other = await link();
    const res = await webhook({
      id: 2001,
      landing_site: `/?advref=${other}`,
      note_attributes: [
        { name: 'gift', value: 'no' },
        { name: 'advref', value: key },
      ],
    });
    expect(res.json()).toEqual({ counted: true });
    expect([await verifiedOf(key), await verifiedOf(other)]).toEqual([[true], []]);
  });

  it('refused, nothing stored: a wrong or missing HMAC (401), another secret (401), an unconfirmed shop or one not installed for the campaign (403)', async () => {
    const key = await link();
    const order = { id: 3001, landing_site: `/?advref=${key}` };
    const bad = await webhook(order, { hmac: Buffer.alloc(32).toString('base64') });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ detail: 'Invalid signature.' });
    expect((await webhook(order, { hmac: '' })).statusCode).toBe(401);
    expect((await webhook(order, { secret: 'another-app-secret' })).statusCode).toBe(401);
    for (const shop of ['pending.myshopify.com', 'elsewhere.myshopify.com', 'unknown.myshopify.com', 'not a shop']) {
      const res = await webhook(order, { shop });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'This shop has no confirmed installation for this campaign.' });
    }
    expect(await verifiedOf(key)).toEqual([]);
  });

  it('acknowledged and nothing stored: another topic, no advref, an unknown key, no order id', async () => {
    const key = await link();
    expect((await webhook({ id: 4001, landing_site: `/?advref=${key}` }, { topic: 'orders/updated' })).json()).toEqual({ counted: false });
    expect((await webhook({ id: 4002, landing_site: '/products/mug' })).json()).toEqual({ counted: false });
    expect((await webhook({ id: 4003, landing_site: '/?advref=nope00' })).json()).toEqual({ counted: false });
    expect((await webhook({ landing_site: `/?advref=${key}` })).json()).toEqual({ counted: false });
    expect(await verifiedOf(key)).toEqual([]);
  });

  it('through the stand-in: its dev control places an order whose webhook the API counts (local end to end)', async () => {
    const key = await link();
    const providers = await startDevProviders({ host: '127.0.0.1', port: 0 });
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const place = (id: number) =>
        providers.app.inject({
          method: 'POST',
          url: '/shopify/_dev/orders',
          payload: { shop: 'trusted.myshopify.com', address: `${address}/api/v1/shopify/webhooks/orders-create/`, advref: key, id },
        });
      const placed = await place(9001);
      expect(placed.json()).toEqual({ id: 9001, status: 200, answer: { counted: true } });
      expect((await place(9001)).json()).toEqual({ id: 9001, status: 200, answer: { counted: false } });
      expect((await place(9002)).json().answer).toEqual({ counted: true });
      expect(await verifiedOf(key)).toEqual([true, true]);
    } finally {
      await providers.close();
    }
  });
});
