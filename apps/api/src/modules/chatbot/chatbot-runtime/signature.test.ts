import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventSubSignature, eventSubSignatureValid, eventSubTimestampFresh } from './signature.ts';

describe('EventSub signatures', () => {
  const secret = 'a-secret-of-some-length';
  const id = 'e0b1-message';
  const timestamp = '2026-05-01T12:00:00.123456789Z';
  const body = '{"event":{"x":1}}';

  it('is sha256= and the hex HMAC-SHA256 of id + timestamp + body', () => {
    const hex = createHmac('sha256', secret).update(`${id}${timestamp}${body}`).digest('hex');
    expect(eventSubSignature(secret, id, timestamp, body)).toBe(`sha256=${hex}`);
    expect(eventSubSignatureValid(secret, id, timestamp, body, `sha256=${hex}`)).toBe(true);
  });

  it('refuses any change to id, timestamp, body, secret or signature', () => {
    const good = eventSubSignature(secret, id, timestamp, body);
    expect(eventSubSignatureValid(secret, 'other', timestamp, body, good)).toBe(false);
    expect(eventSubSignatureValid(secret, id, '2026-05-01T12:00:01Z', body, good)).toBe(false);
    expect(eventSubSignatureValid(secret, id, timestamp, `${body} `, good)).toBe(false);
    expect(eventSubSignatureValid('another-secret-value', id, timestamp, body, good)).toBe(false);
    expect(eventSubSignatureValid(secret, id, timestamp, body, good.toUpperCase())).toBe(false);
    expect(eventSubSignatureValid(secret, id, timestamp, body, good.slice(0, -1))).toBe(false);
    expect(eventSubSignatureValid(secret, id, timestamp, body, '')).toBe(false);
  });

  it('takes timestamps within ten minutes only', () => {
    const now = new Date('2026-05-01T12:10:00Z');
    expect(eventSubTimestampFresh('2026-05-01T12:00:00Z', now)).toBe(true);
    expect(eventSubTimestampFresh('2026-05-01T11:59:59Z', now)).toBe(false);
    expect(eventSubTimestampFresh('2026-05-01T12:20:01Z', now)).toBe(false);
    expect(eventSubTimestampFresh('not a time', now)).toBe(false);
  });
});
