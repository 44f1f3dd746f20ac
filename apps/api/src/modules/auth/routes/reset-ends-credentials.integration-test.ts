import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager, createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// Issue 6 items 2 and 8; spec 00 §2 (reset-password), §8 ('This reset link is invalid.');
// decisions 260 (a reset ends the API key too) and 263 (one answer for a bad uid and a bad token).
const RESET = '/api/v1/rest-auth/password/reset/';
const CONFIRM = '/api/v1/rest-auth/password/reset/confirm/';
const INVALID_LINK = { token: ['This reset link is invalid.'] };
const OWNER_PASSWORD = 'the-real-owners-password';

function resetLink(t: TestApp, to: string): { uid: string; token: string } {
  const mail = [...t.outbox].reverse().find((m) => m.to === to);
  const match = mail?.text.match(/\/login\/reset-password\/([A-Za-z0-9_-]+)\/([0-9a-z]+-[0-9a-f]+)/);
  if (!match) throw new Error(`no reset link to ${to}`);
  return { uid: match[1], token: match[2] };
}

describe('a password reset ends every credential; the link answers alike for a bad uid and a bad token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_URL: 'http://login.test' });
  });
  afterAll(() => t.close());

  const withKey = (url: string, key: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Api-Key ${key}` } });

  it("ends the API key of someone who registered the owner's address first, with their sign-in tokens", async () => {
    // The squatter signs up with the owner's address and mints a key at once (a fresh password sign-in).
    const signUp = await send(t.app, 'POST', '/api/v1/rest-auth/registration/', {
      email: 'owner@example.com',
      password1: 'squatters-own-password',
      password2: 'squatters-own-password',
      username: 'owner@example.com',
    });
    expect(signUp.statusCode).toBe(201);
    const squatterToken = signUp.json().key as string;
    const minted = await send(t.app, 'POST', '/api/v1/generate-api-key/', undefined, squatterToken);
    expect(minted.statusCode).toBe(200);
    const key = minted.json().api_key as string;
    expect((await withKey('/api/v1/users/test/', key)).statusCode).toBe(200);

    // The owner takes the address back through the reset link the mailbox receives.
    await send(t.app, 'POST', RESET, { email: 'owner@example.com' });
    const done = await send(t.app, 'POST', CONFIRM, {
      ...resetLink(t, 'owner@example.com'),
      new_password1: OWNER_PASSWORD,
      new_password2: OWNER_PASSWORD,
    });
    expect(done.statusCode).toBe(200);

    for (const url of ['/api/v1/users/test/', '/api/v1/rest-auth/user/']) {
      const res = await withKey(url, key);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ detail: 'Invalid token.' });
    }
    expect((await send(t.app, 'GET', '/api/v1/users/test/', undefined, squatterToken)).statusCode).toBe(401);
    const [row] = await t.db.query<{ api_key_hash: string | null; api_key_hint: string | null }>(
      `SELECT api_key_hash, api_key_hint FROM users WHERE email = 'owner@example.com'`,
    );
    expect(row).toEqual({ api_key_hash: null, api_key_hint: null });
    const owner = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'owner@example.com', password: OWNER_PASSWORD });
    expect(owner.json().user.api_key ?? null).toBeNull();
  });

  it('answers an unknown uid exactly as a bad token of a real user, whatever the password', async () => {
    const { id } = await createManager(t.db, { email: 'probed@example.com' });
    const realUid = Buffer.from(String(id)).toString('base64url');
    const unknownUid = Buffer.from('987654').toString('base64url');
    const token = `${Math.floor(Date.now() / 1000).toString(36)}-${'a'.repeat(32)}`;
    for (const password of ['a-perfectly-good-password', 'probed@example.com']) {
      const body = (uid: string) => ({ uid, token, new_password1: password, new_password2: password });
      const real = await send(t.app, 'POST', CONFIRM, body(realUid));
      const unknown = await send(t.app, 'POST', CONFIRM, body(unknownUid));
      const garbled = await send(t.app, 'POST', CONFIRM, body('!!'));
      expect(real.statusCode).toBe(400);
      expect(unknown.json(), password).toEqual(real.json());
      expect(garbled.json(), password).toEqual(real.json());
      expect(real.json()).toEqual(INVALID_LINK);
    }
    // A weak password is refused before the link is looked at, the same for every uid.
    const weak = (uid: string) => send(t.app, 'POST', CONFIRM, { uid, token, new_password1: 'password', new_password2: 'password' });
    expect((await weak(unknownUid)).json()).toEqual((await weak(realUid)).json());
    expect((await weak(unknownUid)).json()).toEqual({ new_password1: ['This password is too common.'] });
  });
});
