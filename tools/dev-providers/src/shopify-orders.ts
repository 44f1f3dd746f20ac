import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DevContext } from './context.ts';
import { DEFAULT_CLIENT_SECRET } from './context.ts';
import { httpUrl } from './params.ts';

const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]{0,62}\.myshopify\.com$/;

/** Shopify's webhook signature: base64 HMAC-SHA256 of the raw body with the app secret. */
export function signShopifyWebhook(body: string, secret: string = DEFAULT_CLIENT_SECRET): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('base64');
}

interface OrderRequest {
  shop?: unknown;
  address?: unknown;
  advref?: unknown;
  id?: unknown;
  topic?: unknown;
}

let nextOrderId = 5_000_000_000;

/**
 * Dev control `POST /shopify/_dev/orders` JSON `{shop, address, advref?, id?, topic?}`: the shop
 * places an order and Shopify posts its `orders/create` webhook to `address` (the app's webhook
 * address), as Shopify does: the order JSON with `landing_site` carrying `?advref=`, headers
 * X-Shopify-Topic, X-Shopify-Shop-Domain, X-Shopify-Webhook-Id and X-Shopify-Hmac-Sha256 (base64
 * HMAC-SHA256 of the raw body with the app secret). Answers `{id, status, answer}` (the app's reply).
 */
export function registerShopifyOrders(app: FastifyInstance, ctx: DevContext): void {
  app.post<{ Body: OrderRequest }>('/shopify/_dev/orders', async (request, reply) => {
    const p = (request.body ?? {}) as OrderRequest;
    const shop = typeof p.shop === 'string' ? p.shop : '';
    const address = typeof p.address === 'string' ? httpUrl(p.address) : undefined;
    if (!SHOP_DOMAIN.test(shop) || !address)
      return reply.code(400).send({ error: 'shop (*.myshopify.com) and address (http[s]) are required' });
    nextOrderId += 1;
    const id = typeof p.id === 'number' || typeof p.id === 'string' ? p.id : nextOrderId;
    const advref = typeof p.advref === 'string' ? p.advref : '';
    const order = {
      id,
      name: `#${String(id).slice(-4)}`,
      created_at: new Date(ctx.now()).toISOString(),
      currency: 'USD',
      total_price: '19.99',
      landing_site: advref ? `/?advref=${encodeURIComponent(advref)}` : '/',
      note_attributes: [],
      browser_ip: '203.0.113.50',
    };
    const body = JSON.stringify(order);
    const response = await fetch(address, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': typeof p.topic === 'string' ? p.topic : 'orders/create',
        'x-shopify-shop-domain': shop,
        'x-shopify-webhook-id': randomUUID(),
        'x-shopify-api-version': '2024-10',
        'x-shopify-hmac-sha256': signShopifyWebhook(body),
      },
      body,
    });
    const text = await response.text();
    let answer: unknown = text;
    try {
      answer = JSON.parse(text);
    } catch {
      // not JSON: answered as text
    }
    return { id, status: response.status, answer };
  });
}
