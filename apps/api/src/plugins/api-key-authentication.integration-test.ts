import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBroadcaster } from '../testing/domain-fixtures.ts';
import { createManager, createTestApp, send, type TestApp } from '../testing/test-app.ts';

// spec 00 §7 POST generate-api-key/, spec 02 §2 (API key block); decision 230: `Authorization:
// Api-Key <key>` authenticates the key's user (on the routes that accept a key, decision 260).
describe('Authorization: Api-Key <key>', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const withKey = (url: string, key: string, method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({ method, url, headers: { authorization: `Api-Key ${key}` } });
  const newKey = async (token: string) =>
    (await send(t.app, 'POST', '/api/v1/generate-api-key/', undefined, token)).json().api_key as string;

  it("authenticates the key's user", async () => {
    const manager = await createManager(t.db, { email: 'keyed@example.com' });
    const key = await newKey(manager.token);
    expect(key).toMatch(/^[0-9a-f]{48}$/);
    const me = await withKey('/api/v1/rest-auth/user/', key);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: manager.id, email: 'keyed@example.com', api_key: `••••${key.slice(-4)}` });
    expect((await withKey('/api/v1/users/test/', key)).json()).toEqual({ detail: 'ok' });
    const caster = await createBroadcaster(t.db, 'keyed_caster');
    // A broadcaster without a password mints a key once the email is confirmed (decision 260).
    await t.db.query('UPDATE users SET email_verified = true WHERE id = $1', [caster.id]);
    const casterKey = await newKey(caster.token);
    expect((await withKey('/api/v1/rest-auth/user/', casterKey)).json().id).toBe(caster.id);
  });

  it('refuses an unknown, malformed or replaced key with 401 Invalid token.', async () => {
    const manager = await createManager(t.db, { email: 'rekeyed@example.com' });
    const first = await newKey(manager.token);
    const second = await newKey(manager.token);
    for (const key of [first, 'f'.repeat(48), 'not-a-key', `${second} extra`, second.toUpperCase()]) {
      const res = await withKey('/api/v1/rest-auth/user/', key);
      expect(res.statusCode, key).toBe(401);
      expect(res.json()).toEqual({ detail: 'Invalid token.' });
    }
    expect((await withKey('/api/v1/rest-auth/user/', second)).statusCode).toBe(200);
  });

  it('refuses the key of a deactivated user, and a sign-in token is no API key', async () => {
    const manager = await createManager(t.db, { email: 'gone@example.com' });
    const key = await newKey(manager.token);
    await t.db.query('UPDATE users SET is_active = false WHERE id = $1', [manager.id]);
    expect((await withKey('/api/v1/rest-auth/user/', key)).statusCode).toBe(401);
    const other = await createManager(t.db, { email: 'token-only@example.com' });
    expect((await withKey('/api/v1/rest-auth/user/', other.token)).statusCode).toBe(401);
  });

  it('does not end with sign-out: logging out with the key leaves it working', async () => {
    const manager = await createManager(t.db, { email: 'stays@example.com' });
    const key = await newKey(manager.token);
    expect((await withKey('/api/v1/rest-auth/logout/', key, 'POST')).statusCode).toBe(200);
    expect((await withKey('/api/v1/rest-auth/user/', key)).statusCode).toBe(200);
    expect((await send(t.app, 'GET', '/api/v1/rest-auth/user/', undefined, manager.token)).statusCode).toBe(200);
  });
});
