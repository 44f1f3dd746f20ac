import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDevProviders } from './server.ts';
import { signShopifyQuery } from './shopify.ts';
import { CLIENT_ID, CLIENT_SECRET, FORM, form, hiddenInputs, query, redirectParams } from './test-support.ts';

const REDIRECT = 'http://localhost:4400/shopify/confirm';
const SHOP = 'demo-store.myshopify.com';
const authorizeQuery = { client_id: CLIENT_ID, scope: 'read_orders', redirect_uri: REDIRECT, state: 'nonce-1', shop: SHOP };

let app: FastifyInstance;
beforeEach(() => {
  app = buildDevProviders();
});
afterEach(() => app.close());

/** Shopify's documented check: the other parameters sorted, `k=v&…`, HMAC-SHA256 hex with the app secret. */
function verifies(params: URLSearchParams): boolean {
  const rest = [...params].filter(([k]) => k !== 'hmac').sort(([a], [b]) => a.localeCompare(b));
  const expected = createHmac('sha256', CLIENT_SECRET)
    .update(rest.map(([k, v]) => `${k}=${v}`).join('&'))
    .digest('hex');
  return params.get('hmac') === expected;
}

describe('Shopify stand-in', () => {
  it('the shop admin opens the app with a signed install request', async () => {
    const answer = await app.inject({
      url: `/shopify/admin/apps/advocate?${query({ shop: SHOP, app_url: 'http://localhost:4400/shopify/install' })}`,
    });
    expect(answer.statusCode).toBe(302);
    const { url, params } = redirectParams(answer.headers.location);
    expect(url.origin + url.pathname).toBe('http://localhost:4400/shopify/install');
    expect(params.get('shop')).toBe(SHOP);
    expect(params.get('timestamp')).toMatch(/^\d+$/);
    expect(verifies(params)).toBe(true);
  });

  it('install page, Install, signed redirect with code and state, code exchange once', async () => {
    const page = await app.inject({ url: `/shopify/admin/oauth/authorize?${query(authorizeQuery)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Install Advocate on ${SHOP}`);
    expect(page.body).toContain('>Install</button>');
    const answer = await app.inject({
      method: 'POST',
      url: '/shopify/admin/oauth/authorize',
      headers: FORM,
      payload: form(hiddenInputs(page.body)),
    });
    const { url, params } = redirectParams(answer.headers.location);
    expect(url.origin + url.pathname).toBe(REDIRECT);
    expect(params.get('state')).toBe('nonce-1');
    expect(params.get('shop')).toBe(SHOP);
    expect(verifies(params)).toBe(true);
    expect(signShopifyQuery(Object.fromEntries(params), CLIENT_SECRET)).toBe(params.get('hmac'));

    const exchange = () =>
      app.inject({
        method: 'POST',
        url: '/shopify/admin/oauth/access_token',
        headers: FORM,
        payload: form({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, code: params.get('code') ?? '' }),
      });
    const token = await exchange();
    expect(token.statusCode).toBe(200);
    expect(token.json()).toEqual({ access_token: expect.stringMatching(/^shpat_/), scope: 'read_orders' });
    expect((await exchange()).statusCode).toBe(400);
  });

  it('refuses an unknown client, a shop outside myshopify.com and a wrong secret', async () => {
    expect((await app.inject({ url: `/shopify/admin/oauth/authorize?${query({ ...authorizeQuery, client_id: 'x' })}` })).statusCode).toBe(
      400,
    );
    expect(
      (await app.inject({ url: `/shopify/admin/oauth/authorize?${query({ ...authorizeQuery, shop: 'evil.example.com' })}` })).statusCode,
    ).toBe(400);
    const bad = await app.inject({
      method: 'POST',
      url: '/shopify/admin/oauth/access_token',
      headers: FORM,
      payload: form({ client_id: CLIENT_ID, client_secret: 'nope', code: 'c' }),
    });
    expect(bad.statusCode).toBe(401);
  });
});
