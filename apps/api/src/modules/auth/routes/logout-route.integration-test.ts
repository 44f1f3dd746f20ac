import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager, createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 00 §4 (logout clears the token), §7 POST rest-auth/logout/.
const LOGOUT = '/api/v1/rest-auth/logout/';
const ANSWER = { detail: 'Successfully logged out.' };

describe('POST /api/v1/rest-auth/logout/', () => {
  let t: TestApp;
  let manager: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    manager = await createManager(t.db, { email: 'leaving@example.com' });
  });
  afterAll(() => t.close());

  const tokenCount = async () => (await t.db.query('SELECT id FROM auth_tokens WHERE user_id = $1', [manager.id])).length;

  it('deletes only the token the request carried', async () => {
    const other = await send(t.app, 'POST', '/api/v1/rest-auth/login/', {
      username: 'leaving@example.com',
      password: 'correct-horse-battery',
    });
    const otherKey: string = other.json().key;
    expect(await tokenCount()).toBe(2);
    const res = await send(t.app, 'POST', LOGOUT, undefined, manager.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ANSWER);
    expect(await tokenCount()).toBe(1);
    expect((await send(t.app, 'GET', '/api/v1/rest-auth/user/', undefined, manager.token)).statusCode).toBe(401);
    expect((await send(t.app, 'GET', '/api/v1/rest-auth/user/', undefined, otherKey)).statusCode).toBe(200);
  });

  it('answers the console, which sends Content-Type: application/json with no body, and an empty JSON object', async () => {
    const { token } = await createManager(t.db, { email: 'console@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: LOGOUT,
      headers: { authorization: `Token ${token}`, 'content-type': 'application/json', accept: 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ANSWER);
    expect((await send(t.app, 'GET', '/api/v1/rest-auth/user/', undefined, token)).statusCode).toBe(401);
    expect((await send(t.app, 'POST', LOGOUT, {})).json()).toEqual(ANSWER);
  });

  it('answers success without a token, and changes nothing', async () => {
    const before = await t.db.query('SELECT id FROM auth_tokens');
    const res = await send(t.app, 'POST', LOGOUT);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ANSWER);
    expect(await t.db.query('SELECT id FROM auth_tokens')).toHaveLength(before.length);
  });

  it('refuses a token that no longer works with 401 Invalid token. (the console then signs out)', async () => {
    const res = await send(t.app, 'POST', LOGOUT, undefined, manager.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Invalid token.' });
  });

  it('answers bad input with DRF-shaped 4xx and keeps the token', async () => {
    const { token } = await createManager(t.db, { email: 'stays@example.com' });
    const headers = { authorization: `Token ${token}` };
    const malformed = await t.app.inject({
      method: 'POST',
      url: LOGOUT,
      payload: '{"a"',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: 'JSON parse error - the body is not valid JSON.' });
    const text = await t.app.inject({ method: 'POST', url: LOGOUT, payload: 'bye', headers: { ...headers, 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    expect(typeof text.json()).toBe('object');
    expect((await send(t.app, 'GET', '/api/v1/rest-auth/user/', undefined, token)).statusCode).toBe(200);
    const get = await send(t.app, 'GET', LOGOUT, undefined, token);
    expect(get.statusCode).toBe(404);
  });
});
