import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager, createTestApp, send, TEST_PASSWORD, type TestApp } from '../../../testing/test-app.ts';

// spec 00 §7 (POST rest-auth/login/), §8 (first non_field_errors message), issue #2 (throttling).
describe('POST /api/v1/rest-auth/login/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createManager(t.db, { email: 'editor@example.com', permissions: { campaigns: 0, teams: 0, users: 1 } });
  });
  afterAll(() => t.close());

  it('answers a key and the user for the right password', async () => {
    const res = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'Editor@Example.com', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.key).toMatch(/^[0-9a-f]{40}$/);
    expect(body.user).toMatchObject({ email: 'editor@example.com', user_type: 2, permissions_campaigns: 0, permissions_users: 1 });
    const me = await send(t.app, 'GET', '/api/v1/rest-auth/user/', undefined, body.key);
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe('editor@example.com');
  });

  it('stores only a hash of the token', async () => {
    const res = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'editor@example.com', password: TEST_PASSWORD });
    const rows = await t.db.query<{ key_hash: string }>('SELECT key_hash FROM auth_tokens');
    expect(rows.map((r) => r.key_hash)).not.toContain(res.json().key);
  });

  it('refuses a wrong password with a non-field error and no token', async () => {
    const before = await t.db.query('SELECT id FROM auth_tokens');
    const res = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'editor@example.com', password: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
    expect(await t.db.query('SELECT id FROM auth_tokens')).toHaveLength(before.length);
  });

  it('answers bad input with DRF-shaped 4xx, never 5xx', async () => {
    const cases = [
      { payload: '{"username": ', type: 'application/json', status: 400 },
      { payload: '', type: 'application/json', status: 400 }, // read as {}: the required fields are named
      { payload: 'username=a&password=b', type: 'text/plain', status: 415 },
      { payload: JSON.stringify({ username: 'a' }), type: 'application/json', status: 400 },
      { payload: JSON.stringify({ username: 5, password: true }), type: 'application/json', status: 400 },
      { payload: JSON.stringify([1, 2]), type: 'application/json', status: 400 },
      { payload: JSON.stringify({ username: 'a', password: 'x'.repeat(2_000_000) }), type: 'application/json', status: 413 },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/rest-auth/login/',
        payload: c.payload,
        headers: { 'content-type': c.type },
      });
      expect(res.statusCode, c.payload.slice(0, 40)).toBe(c.status);
      expect(typeof res.json()).toBe('object');
    }
    const missing = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'a' });
    expect(missing.json()).toEqual({ password: ['Required Field'] });
  });

  it('answers 401 Invalid token. for a bad token, and asks for credentials without one', async () => {
    const bad = await send(t.app, 'GET', '/api/v1/rest-auth/user/', undefined, 'f'.repeat(40));
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ detail: 'Invalid token.' });
    const none = await send(t.app, 'GET', '/api/v1/rest-auth/user/');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('throttles an account after 10 failures in 15 minutes with Retry-After', async () => {
    await createManager(t.db, { email: 'target@example.com' });
    for (let i = 0; i < 10; i += 1) {
      const res = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'target@example.com', password: `wrong-${i}` });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'target@example.com', password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets no more than 10 of 30 parallel wrong attempts reach the password check (decision 233)', async () => {
    await createManager(t.db, { email: 'parallel@example.com' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'parallel@example.com', password: `wrong-${i}` }),
      ),
    );
    const refused = answers.filter((res) => res.statusCode === 400);
    const throttled = answers.filter((res) => res.statusCode === 429);
    expect(refused.length).toBeLessThanOrEqual(10);
    expect(refused.length + throttled.length).toBe(30);
    for (const res of throttled) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    }
    // Blocked attempts leave no row behind: only the attempts that were checked count.
    const [{ count }] = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM login_failures WHERE account = 'parallel@example.com'`,
    );
    expect(count).toBe(refused.length);
    // Only 10 wrong passwords are ever checked in the window: after the rest of them, the account is
    // locked, even for the right password.
    for (let i = refused.length; i < 10; i += 1) {
      expect(
        (await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'parallel@example.com', password: 'wrong' })).statusCode,
      ).toBe(400);
    }
    const right = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'parallel@example.com', password: TEST_PASSWORD });
    expect(right.statusCode).toBe(429);
  });

  it('clears the failures of the account on a successful sign-in', async () => {
    await createManager(t.db, { email: 'recovers@example.com' });
    for (let i = 0; i < 9; i += 1)
      await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'recovers@example.com', password: 'wrong' });
    const ok = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'recovers@example.com', password: TEST_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(await t.db.query(`SELECT 1 FROM login_failures WHERE account = 'recovers@example.com'`)).toHaveLength(0);
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'recovers@example.com', password: 'wrong' })).statusCode,
      ).toBe(400);
    }
  });
});
