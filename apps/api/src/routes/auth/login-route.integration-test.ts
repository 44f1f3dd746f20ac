import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager, createTestApp, send, TEST_PASSWORD, type TestApp } from '../../testing/test-app.ts';

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
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/rest-auth/login/', payload: c.payload, headers: { 'content-type': c.type } });
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
});
