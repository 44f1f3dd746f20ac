import { createHmac, timingSafeEqual } from 'node:crypto';

/** A shop's own domain on the platform: `<name>.myshopify.com` (decision 445). */
export const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]{0,62}\.myshopify\.com$/;

export function validShopDomain(shop: string | undefined): shop is string {
  return typeof shop === 'string' && SHOP_DOMAIN.test(shop);
}

/**
 * The message Shopify signs for a redirect: every query parameter except `hmac` (and the legacy
 * `signature`), sorted by name, as `name=value` joined by `&`.
 */
export function shopifySignedMessage(query: Record<string, string>): string {
  return Object.keys(query)
    .filter((k) => k !== 'hmac' && k !== 'signature')
    .sort()
    .map((k) => `${k}=${query[k]}`)
    .join('&');
}

/** The hex HMAC-SHA256 of the query with the app secret. */
export function shopifyHmac(query: Record<string, string>, secret: string): string {
  return createHmac('sha256', secret).update(shopifySignedMessage(query)).digest('hex');
}

/** Whether `query.hmac` is the app's signature of the rest of the query (constant-time compare). */
export function verifyShopifyHmac(query: Record<string, string>, secret: string): boolean {
  const given = query.hmac;
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(shopifyHmac(query, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex'));
}
