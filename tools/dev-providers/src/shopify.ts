import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DevContext } from './context.ts';
import { CODE_TTL_MS, DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from './context.ts';
import { escapeHtml, page } from './html.ts';
import { httpUrl, readParams, withQuery } from './params.ts';
import { ExpiringStore, randomToken } from './store.ts';

/** A shop's own domain on the platform. */
const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]{0,62}\.myshopify\.com$/;

interface ShopifyGrant {
  shop: string;
  clientId: string;
  scope: string;
}

/** Shopify's signature of a redirect's query: the other parameters sorted, `k=v&…`, HMAC-SHA256 hex. */
export function signShopifyQuery(params: Record<string, string>, secret: string): string {
  const message = Object.keys(params)
    .filter((k) => k !== 'hmac' && k !== 'signature')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHmac('sha256', secret).update(message).digest('hex');
}

function signed(params: Record<string, string>, secret: string): Record<string, string> {
  return { ...params, hmac: signShopifyQuery(params, secret) };
}

/**
 * Shopify stand-in under /shopify (app credentials advocate-local / advocate-local-secret):
 * - `GET /shopify/admin/apps/advocate?shop=&app_url=`: the shop admin opening the app, a signed
 *   redirect to the app's install address (what Shopify does when a merchant installs an app);
 * - `GET /shopify/admin/oauth/authorize`: the install consent page with an Install button, which
 *   redirects to `redirect_uri` with code, shop, state, timestamp and hmac;
 * - `POST /shopify/admin/oauth/access_token`: exchanges the code (client_id, client_secret, code).
 */
export function registerShopify(app: FastifyInstance, ctx: DevContext): void {
  const client = { id: DEFAULT_CLIENT_ID, secret: DEFAULT_CLIENT_SECRET };
  const codes = new ExpiringStore<ShopifyGrant>(ctx.now);
  const seconds = () => String(Math.floor(ctx.now() / 1000));

  app.get('/shopify/admin/apps/advocate', async (request, reply) => {
    const p = readParams(request);
    const appUrl = httpUrl(p.app_url);
    if (!p.shop || !SHOP_DOMAIN.test(p.shop) || !appUrl) {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(page('Shopify', '<p class="error">shop (*.myshopify.com) and app_url are required.</p>'));
    }
    return reply.redirect(withQuery(appUrl, signed({ shop: p.shop, timestamp: seconds() }, client.secret)));
  });

  app.get('/shopify/admin/oauth/authorize', async (request, reply) => {
    const p = readParams(request);
    reply.type('text/html; charset=utf-8');
    const redirect = httpUrl(p.redirect_uri);
    if (p.client_id !== client.id || !p.shop || !SHOP_DOMAIN.test(p.shop) || !redirect) {
      return reply.code(400).send(page('Shopify', '<p class="error">Unknown client_id, shop or redirect_uri.</p>'));
    }
    const hidden = ['client_id', 'scope', 'redirect_uri', 'state', 'shop']
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(p[name] ?? '')}">`)
      .join('\n');
    return page(
      'Install app',
      `<h1>Install Advocate on ${escapeHtml(p.shop)}</h1>
<p>Shopify stand-in. The app asks for: <code>${escapeHtml(p.scope ?? '')}</code></p>
<p class="muted">You will be sent back to <code>${escapeHtml(redirect.toString())}</code>.</p>
<form method="post" action="/shopify/admin/oauth/authorize">${hidden}
<button class="primary" type="submit">Install</button></form>`,
    );
  });

  app.post('/shopify/admin/oauth/authorize', async (request, reply) => {
    const p = readParams(request);
    const redirect = httpUrl(p.redirect_uri);
    if (p.client_id !== client.id || !p.shop || !SHOP_DOMAIN.test(p.shop) || !redirect) {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(page('Shopify', '<p class="error">Unknown client_id, shop or redirect_uri.</p>'));
    }
    const code = randomToken();
    codes.put(code, { shop: p.shop, clientId: p.client_id, scope: p.scope ?? '' }, CODE_TTL_MS);
    return reply.redirect(withQuery(redirect, signed({ code, shop: p.shop, state: p.state ?? '', timestamp: seconds() }, client.secret)));
  });

  app.post('/shopify/admin/oauth/access_token', async (request, reply) => {
    const p = readParams(request);
    if (p.client_id !== client.id || p.client_secret !== client.secret)
      return reply.code(401).send({ errors: '[API] Invalid API key or access token' });
    const grant = p.code ? codes.take(p.code) : undefined;
    if (!grant || grant.clientId !== p.client_id)
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: 'The authorization code was not found or was already used' });
    return { access_token: `shpat_${randomToken()}`, scope: grant.scope };
  });
}
