import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signing scheme of server-to-server conversion calls (decision 662), as Stripe signs its
 * webhooks: header `X-Advocate-Conversion-Signature: t=<unix seconds>,v1=<hex>` where the hex is
 * HMAC-SHA256(campaign secret, `${t}.${raw body}`). A timestamp more than 5 minutes away from the
 * server's clock is refused, so a captured call cannot be replayed later.
 */
export const SIGNATURE_HEADER = 'x-advocate-conversion-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export interface SignatureParts {
  timestamp: number;
  signatures: string[];
}

/** The header's timestamp and v1 signatures; undefined when it is missing or malformed. */
export function parseSignatureHeader(header: string | undefined): SignatureParts | undefined {
  if (!header || header.length > 1024) return undefined;
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === 't' && /^\d{1,12}$/.test(value ?? '')) timestamp = Number(value);
    if (name === 'v1' && /^[0-9a-f]{64}$/i.test(value ?? '')) signatures.push(value.toLowerCase());
  }
  return timestamp === undefined || signatures.length === 0 ? undefined : { timestamp, signatures };
}

/** The hex signature of a body at a timestamp under a secret. */
export function signConversion(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Whether one of the header's signatures is the body's under `secret` (constant-time compare). */
export function signatureMatches(secret: string, parts: SignatureParts, rawBody: string): boolean {
  const expected = Buffer.from(signConversion(secret, parts.timestamp, rawBody), 'hex');
  return parts.signatures.some((s) => timingSafeEqual(expected, Buffer.from(s, 'hex')));
}

/** Whether the timestamp is within the tolerance of `now`, either side. */
export function timestampFresh(parts: SignatureParts, now: Date): boolean {
  return Math.abs(now.getTime() / 1000 - parts.timestamp) <= SIGNATURE_TOLERANCE_SECONDS;
}
