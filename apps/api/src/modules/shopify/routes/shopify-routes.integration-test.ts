import { startDevProviders } from '@advocate/dev-providers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopUsableForCampaign } from '../repositories/shopify-repository.ts';
import { createRoleScene, sameRequestByCaller, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { shopifyHmac } from '../shopify-hmac.ts';
import { createTestApp, send } from '../../../testing/test-app.ts';
import type { OAuthWorld } from '../../social/routes/oauth-test-support.ts';

const SECRET = 'advocate-local-secret';
const signed = (params: Record<string, string>) => ({ ...params, hmac: shopifyHmac(params, SECRET) });
const qs = (params: Record<string, string>) => new URLSearchParams(params).toString();
const nowSeconds = () => String(Math.floor(Date.now() / 1000));

// spec 02 §2 /shopify/install and /shopify/confirm; contract 4 (shops a conversion popup may use);
// decisions 440, 445.
describe('shopify install and confirm', () => {
  let world: OAuthWorld;
  let scene: RoleScene;

  beforeAll(async () => {
    const providers = await startDevProviders({ host: '127.0.0.1', port: 0 });
    const t = await createTestApp({
      SHOPIFY_AUTHORIZE_URL: `${providers.url}/shopify/admin/oauth/authorize`,
      SHOPIFY_TOKEN_URL: `${providers.url}/shopify/admin/oauth/access_token`,
    });
    world = {
      t,
      providers,
      close: async () => {
        await t.close();
        await providers.close();
      },
    };
    scene = await createRoleScene(t.db, 'shp');
  });
  afterAll(() => world.close());

  const install = (shop: string, token?: string, extra: Record<string, string> = {}) =>
    send(
      world.t.app,
      'GET',
      `/api/v1/shopify/install/?${qs({ ...signed({ shop, timestamp: nowSeconds() }), ...extra })}`,
      undefined,
      token,
    );

  /** Plays the merchant on the stand-in's Install page; answers the query it redirects to the app with. */
  async function approve(url: string): Promise<Record<string, string>> {
    const authorize = new URL(url);
    const page = await world.providers.app.inject({ method: 'GET', url: `${authorize.pathname}${authorize.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('>Install</button>');
    const answer = await world.providers.app.inject({
      method: 'POST',
      url: authorize.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: authorize.searchParams.toString(),
    });
    expect(answer.statusCode).toBe(302);
    const back = new URL(String(answer.headers.location));
    expect(back.origin + back.pathname).toBe('http://localhost:4400/shopify/confirm');
    return Object.fromEntries(back.searchParams);
  }

  it('install: managers only (a signed request); answers the authorize address', async () => {
    const statuses = await statusByCaller(scene.users, (token) => install('caller-shop.myshopify.com', token));
    expect(statuses).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 200,
      brandViewer: 200,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const res = await install('demo-store.myshopify.com', scene.users.editor.token);
    const url = new URL(res.json().url);
    expect(url.origin + url.pathname).toBe(`${world.providers.url}/shopify/admin/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'advocate-local',
      scope: 'read_orders',
      redirect_uri: 'http://localhost:4400/shopify/confirm',
      state: expect.stringMatching(/^[0-9a-f]{48}$/),
      shop: 'demo-store.myshopify.com',
    });
    const [row] = await world.t.db.query<{ nonce: string; confirmed_at: Date | null }>(
      'SELECT nonce, confirmed_at FROM shopify_installations WHERE shop = $1',
      ['demo-store.myshopify.com'],
    );
    // Stored bound to the user who started it, never as the state itself (decision 674).
    expect(row).toEqual({ nonce: expect.stringMatching(/^[0-9a-f]{64}$/), confirmed_at: null });
    expect(row.nonce).not.toBe(url.searchParams.get('state'));
  });

  it('install refuses a bad shop, a bad signature or an old request, storing nothing', async () => {
    const before = (await world.t.db.query('SELECT 1 FROM shopify_installations')).length;
    const editor = scene.users.editor.token;
    let res = await install('evil.example.com', editor);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ shop: ['Invalid field value'] });
    res = await send(
      world.t.app,
      'GET',
      `/api/v1/shopify/install/?${qs({ shop: 'a.myshopify.com', timestamp: nowSeconds(), hmac: '0'.repeat(64) })}`,
      undefined,
      editor,
    );
    expect(res.json()).toEqual({ non_field_errors: ['The sign-in request could not be verified. Please try again.'] });
    res = await send(
      world.t.app,
      'GET',
      `/api/v1/shopify/install/?${qs(signed({ shop: 'a.myshopify.com', timestamp: '1000' }))}`,
      undefined,
      editor,
    );
    expect(res.statusCode).toBe(400);
    // A parameter added after signing breaks the signature.
    res = await install('a.myshopify.com', editor, { host: 'tampered' });
    expect(res.statusCode).toBe(400);
    res = await send(world.t.app, 'GET', '/api/v1/shopify/install/?shop=a.myshopify.com', undefined, editor);
    expect(res.statusCode).toBe(400);
    expect((await world.t.db.query('SELECT 1 FROM shopify_installations')).length).toBe(before);
  });

  it('confirm: the stand-in round trip stores the token; the shop becomes usable for the installer’s campaigns', async () => {
    const { url } = (await install('brand-a.myshopify.com', scene.users.editor.token)).json();
    const back = await approve(url);
    expect(back).toEqual({
      code: expect.any(String),
      shop: 'brand-a.myshopify.com',
      state: new URL(url).searchParams.get('state'),
      timestamp: expect.any(String),
      hmac: expect.any(String),
    });
    expect(await shopUsableForCampaign(world.t.db, 'brand-a.myshopify.com', scene.campaignA.id)).toBe(false);

    const res = await send(world.t.app, 'GET', `/api/v1/shopify/confirm/?${qs(back)}`, undefined, scene.users.editor.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ shop: 'brand-a.myshopify.com' });
    const [row] = await world.t.db.query<{ access_token: string; installed_by: number; nonce: string | null; scopes: string }>(
      'SELECT access_token, installed_by, nonce, scopes FROM shopify_installations WHERE shop = $1',
      ['brand-a.myshopify.com'],
    );
    expect(row).toEqual({
      access_token: expect.stringMatching(/^shpat_/),
      installed_by: scene.users.editor.id,
      nonce: null,
      scopes: 'read_orders',
    });
    expect(await shopUsableForCampaign(world.t.db, 'brand-a.myshopify.com', scene.campaignA.id)).toBe(true);
    expect(await shopUsableForCampaign(world.t.db, 'brand-a.myshopify.com', scene.campaignB.id)).toBe(false);
    expect(await shopUsableForCampaign(world.t.db, 'unknown.myshopify.com', scene.campaignA.id)).toBe(false);

    // The same answer again: the nonce is spent.
    const again = await send(world.t.app, 'GET', `/api/v1/shopify/confirm/?${qs(back)}`, undefined, scene.users.editor.token);
    expect(again.statusCode).toBe(400);
  });

  it('confirm by caller; a wrong state or signature is refused and nothing is confirmed', async () => {
    const statuses = await statusByCaller(scene.users, async (token) => {
      // Each manager confirms an install they started; broadcasters cannot start one.
      const started = await install('callers.myshopify.com', token);
      const { url } = (started.statusCode === 200 ? started : await install('callers.myshopify.com', scene.users.admin.token)).json();
      return send(world.t.app, 'GET', `/api/v1/shopify/confirm/?${qs(await approve(url))}`, undefined, token);
    });
    expect(statuses).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 200,
      brandViewer: 200,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const { url } = (await install('brand-b.myshopify.com', scene.users.otherTeamManager.token)).json();
    const back = await approve(url);
    const wrongState = signed({ code: back.code, shop: back.shop, state: 'nope', timestamp: back.timestamp });
    let res = await send(world.t.app, 'GET', `/api/v1/shopify/confirm/?${qs(wrongState)}`, undefined, scene.users.otherTeamManager.token);
    expect(res.json()).toEqual({ non_field_errors: ['The sign-in request could not be verified. Please try again.'] });
    res = await send(
      world.t.app,
      'GET',
      `/api/v1/shopify/confirm/?${qs({ ...back, hmac: 'f'.repeat(64) })}`,
      undefined,
      scene.users.otherTeamManager.token,
    );
    expect(res.statusCode).toBe(400);
    const [row] = await world.t.db.query<{ confirmed_at: Date | null }>('SELECT confirmed_at FROM shopify_installations WHERE shop = $1', [
      'brand-b.myshopify.com',
    ]);
    expect(row.confirmed_at).toBeNull();
    // The real answer still works once.
    res = await send(world.t.app, 'GET', `/api/v1/shopify/confirm/?${qs(back)}`, undefined, scene.users.otherTeamManager.token);
    expect(res.json()).toEqual({ shop: 'brand-b.myshopify.com' });
  });

  it('shops/?campaign=: managers who see it, the confirmed shops of managers of that campaign', async () => {
    expect(await sameRequestByCaller(world.t.app, scene.users, 'GET', `/api/v1/shopify/shops/?campaign=${scene.campaignA.slug}`)).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 404,
      brandViewer: 200,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const a = (
      await send(world.t.app, 'GET', `/api/v1/shopify/shops/?campaign=${scene.campaignA.slug}`, undefined, scene.users.editor.token)
    ).json();
    // brand-a by team A's editor; callers.myshopify.com was last confirmed by the brand viewer (team A; the broadcasters' turns were refused).
    expect(a).toEqual([{ shop: 'brand-a.myshopify.com' }, { shop: 'callers.myshopify.com' }]);
    const b = (
      await send(
        world.t.app,
        'GET',
        `/api/v1/shopify/shops/?campaign=${scene.campaignB.slug}`,
        undefined,
        scene.users.otherTeamManager.token,
      )
    ).json();
    expect(b).toEqual([{ shop: 'brand-b.myshopify.com' }]);
  });

  it('the state is bound to the manager who started the install: another user presenting it is refused', async () => {
    const { url } = (await install('bound.myshopify.com', scene.users.editor.token)).json();
    const back = await approve(url);
    const unverifiedAnswer = { non_field_errors: ['The sign-in request could not be verified. Please try again.'] };
    for (const other of [scene.users.readOnlyManager, scene.users.admin, scene.users.otherTeamManager]) {
      const res = await send(world.t.app, 'GET', `/api/v1/shopify/confirm/?${qs(back)}`, undefined, other.token);
      expect([res.statusCode, res.json()]).toEqual([400, unverifiedAnswer]);
    }
    expect(
      (await send(world.t.app, 'GET', `/api/v1/shopify/confirm/?${qs(back)}`, undefined, scene.users.broadcaster.token)).statusCode,
    ).toBe(403);
    // A state of another length is refused like any wrong one (the comparison is constant-time on equal lengths).
    const long = signed({ code: back.code, shop: back.shop, state: 'f'.repeat(128), timestamp: back.timestamp });
    expect((await send(world.t.app, 'GET', `/api/v1/shopify/confirm/?${qs(long)}`, undefined, scene.users.editor.token)).json()).toEqual(
      unverifiedAnswer,
    );
    const [row] = await world.t.db.query<{ confirmed_at: Date | null }>('SELECT confirmed_at FROM shopify_installations WHERE shop = $1', [
      'bound.myshopify.com',
    ]);
    expect(row.confirmed_at).toBeNull();
    const res = await send(world.t.app, 'GET', `/api/v1/shopify/confirm/?${qs(back)}`, undefined, scene.users.editor.token);
    expect(res.json()).toEqual({ shop: 'bound.myshopify.com' });
  });
});
