import { createHmac, timingSafeEqual } from 'node:crypto';

/** Notifications older than this are refused (Twitch's advice against replays). */
export const MAX_MESSAGE_AGE_MS = 10 * 60_000;

/** `sha256=` + hex HMAC-SHA256(secret, message id + timestamp + raw body), as Twitch signs EventSub webhooks. */
export function eventSubSignature(secret: string, messageId: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret)
    .update(messageId + timestamp + body)
    .digest('hex')}`;
}

/** Compares the signature in constant time. */
export function eventSubSignatureValid(secret: string, messageId: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(eventSubSignature(secret, messageId, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The timestamp is readable and within ten minutes of now (either way). */
export function eventSubTimestampFresh(timestamp: string, now: Date): boolean {
  const at = Date.parse(timestamp);
  return Number.isFinite(at) && Math.abs(now.getTime() - at) <= MAX_MESSAGE_AGE_MS;
}
