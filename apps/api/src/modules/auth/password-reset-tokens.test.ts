import { describe, expect, it } from 'vitest';
import { checkResetToken, decodeUid, encodeUid, makeResetToken, RESET_TOKEN_SECONDS } from './password-reset-tokens.ts';

const user = { id: 42, email: 'a@example.com', password_hash: 'scrypt$1', last_login: null };
const now = new Date('2024-05-01T12:00:00Z');

describe('reset uid', () => {
  it('is base64url of the id as text, as Django makes it', () => {
    expect(encodeUid(42)).toBe('NDI');
    expect(decodeUid('NDI')).toBe(42);
  });

  it('accepts only the canonical encoding of a positive id', () => {
    for (const uid of ['', 'NDI=', 'MDQy', 'LTE', 'YWJj', 'NDI.', 'x'.repeat(40)]) expect(decodeUid(uid), uid).toBeUndefined();
  });
});

describe('reset token', () => {
  const token = makeResetToken('secret', user, now);

  it('is a base36 timestamp and 32 hex characters', () => {
    expect(token).toMatch(/^[0-9a-z]+-[0-9a-f]{32}$/);
    expect(parseInt(token.split('-')[0], 36)).toBe(now.getTime() / 1000);
  });

  it('holds for 3 days for the same user state, and no longer', () => {
    expect(checkResetToken('secret', user, token, now)).toBe(true);
    expect(checkResetToken('secret', user, token, new Date(now.getTime() + RESET_TOKEN_SECONDS * 1000))).toBe(true);
    expect(checkResetToken('secret', user, token, new Date(now.getTime() + (RESET_TOKEN_SECONDS + 1) * 1000))).toBe(false);
  });

  it('dies with a new password, a sign-in, a new email, another secret or a changed timestamp', () => {
    expect(checkResetToken('secret', { ...user, password_hash: 'scrypt$2' }, token, now)).toBe(false);
    expect(checkResetToken('secret', { ...user, last_login: now }, token, now)).toBe(false);
    expect(checkResetToken('secret', { ...user, email: 'b@example.com' }, token, now)).toBe(false);
    expect(checkResetToken('other', user, token, now)).toBe(false);
    expect(checkResetToken('secret', { ...user, id: 43 }, token, now)).toBe(false);
    const [stamp, mac] = token.split('-');
    expect(checkResetToken('secret', user, `${(parseInt(stamp, 36) + 1).toString(36)}-${mac}`, now)).toBe(false);
    expect(checkResetToken('secret', user, `${stamp}-${mac.toUpperCase()}`, now)).toBe(false);
  });
});
