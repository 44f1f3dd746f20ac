import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverMessages } from '@advocate/validation/server-messages';
import type { Db } from '../../db/db.ts';
import { forbidden, HttpError } from '../../errors.ts';
import { claimOnce } from '../links/index.ts';
import { findLinkByKey } from '../links/index.ts';
import { shopUsableForCampaign } from './repositories/shopify-repository.ts';
import { storeConversion } from '../links/index.ts';
import { validShopDomain } from './shopify-hmac.ts';

export interface ShopifyWebhookHeaders {
  hmac: string | undefined;
  shop: string | undefined;
  topic: string | undefined;
}

interface ShopifyOrder {
  id?: unknown;
  landing_site?: unknown;
  note_attributes?: unknown;
  browser_ip?: unknown;
  billing_address?: { country_code?: unknown } | null;
}

/** Shopify's webhook signature: base64 HMAC-SHA256 of the raw body with the app secret. */
export function shopifyWebhookHmac(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('base64');
}

function hmacValid(rawBody: string, given: string | undefined, secret: string): boolean {
  if (!given || !/^[A-Za-z0-9+/]{43}=$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(shopifyWebhookHmac(rawBody, secret), 'base64'), Buffer.from(given, 'base64'));
}

/**
 * The tracked link's key an order carries (decision 663): a note attribute `advref` (a theme or
 * checkout script copies it there), else the `advref` parameter of the order's landing site (the
 * address the visitor first opened in the shop, which a tracked link's redirect carries it in).
 */
export function orderAdvref(order: ShopifyOrder): string | undefined {
  if (Array.isArray(order.note_attributes)) {
    const note = (order.note_attributes as Array<{ name?: unknown; value?: unknown }>).find((a) => a?.name === 'advref');
    if (typeof note?.value === 'string' && note.value.trim()) return note.value.trim();
  }
  if (typeof order.landing_site === 'string' && order.landing_site) {
    try {
      return new URL(order.landing_site, 'https://shop.invalid').searchParams.get('advref')?.trim() || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Shopify's orders/create webhook (issue 26 item 2; decision 663): signed by Shopify with the app
 * secret (else 401), from a shop whose installation is confirmed and usable for the campaign of the
 * order's tracked link (else 403). Adds a verified conversion once per shop and order id; an order
 * without a known `advref`, another topic or a repeat is acknowledged (200) and adds nothing.
 */
export async function recordShopifyOrder(
  db: Db,
  secret: string,
  headers: ShopifyWebhookHeaders,
  rawBody: string,
  now: Date,
): Promise<{ counted: boolean }> {
  if (!hmacValid(rawBody, headers.hmac, secret)) throw new HttpError(401, { detail: serverMessages.invalidSignature });
  if (!validShopDomain(headers.shop)) throw forbidden(serverMessages.shopNotConfirmed);
  if (headers.topic !== 'orders/create') return { counted: false };
  let order: ShopifyOrder;
  try {
    order = JSON.parse(rawBody) as ShopifyOrder;
  } catch {
    return { counted: false };
  }
  const orderId = typeof order?.id === 'number' || typeof order?.id === 'string' ? String(order.id) : '';
  const key = orderAdvref(order ?? {});
  if (!orderId || !key || key.length > 64) return { counted: false };
  const link = await findLinkByKey(db, key);
  if (!link) return { counted: false };
  if (!(await shopUsableForCampaign(db, headers.shop, link.campaign_id))) throw forbidden(serverMessages.shopNotConfirmed);
  const ip = typeof order.browser_ip === 'string' && order.browser_ip.length <= 64 ? order.browser_ip : null;
  const code = order.billing_address?.country_code;
  const country = typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
  return db.transaction(async (tx) => {
    if (!(await claimOnce(tx, link.campaign_id, 'shopify-order', `${headers.shop}:${orderId}`, now))) return { counted: false };
    await storeConversion(tx, link, { ip, country }, now, true);
    return { counted: true };
  });
}
