import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager, createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 00 §7 GET users/test/ and POST generate-api-key/; spec 02 §2 (API key block, masked).
describe('GET /api/v1/users/test/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok for a signed-in user', async () => {
    const { token } = await createManager(t.db, { email: 'tester@example.com' });
    const res = await send(t.app, 'GET', '/api/v1/users/test/', undefined, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'ok' });
  });

  it('answers 401 without a token or with a bad one', async () => {
    const none = await send(t.app, 'GET', '/api/v1/users/test/');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    const bad = await send(t.app, 'GET', '/api/v1/users/test/', undefined, '0'.repeat(40));
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ detail: 'Invalid token.' });
  });
});

describe('POST /api/v1/generate-api-key/', () => {
  let t: TestApp;
  let manager: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    manager = await createManager(t.db, { email: 'keys@example.com' });
  });
  afterAll(() => t.close());

  const stored = async () =>
    (
      await t.db.query<{ api_key_hash: string | null; api_key_hint: string | null }>(
        'SELECT api_key_hash, api_key_hint FROM users WHERE id = $1',
        [manager.id],
      )
    )[0];

  it('answers a new key once, stores only its hash, and shows a masked hint afterwards', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/generate-api-key/',
      headers: { authorization: `Token ${manager.token}`, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    const key: string = res.json().api_key;
    expect(key).toMatch(/^[0-9a-f]{48}$/);
    const row = await stored();
    expect(row.api_key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(row.api_key_hint).toBe(`••••${key.slice(-4)}`);
    const me = await send(t.app, 'GET', '/api/v1/rest-auth/user/', undefined, manager.token);
    expect(me.json().api_key).toBe(`••••${key.slice(-4)}`);
    expect(JSON.stringify(me.json())).not.toContain(key);
  });

  it('replaces the earlier key', async () => {
    const first = (await send(t.app, 'POST', '/api/v1/generate-api-key/', {}, manager.token)).json().api_key;
    const second = (await send(t.app, 'POST', '/api/v1/generate-api-key/', undefined, manager.token)).json().api_key;
    expect(second).not.toBe(first);
    expect((await stored()).api_key_hash).toBe(createHash('sha256').update(second).digest('hex'));
  });

  it('answers 401 without a signed-in user and bad bodies with DRF-shaped 4xx, changing nothing', async () => {
    const before = await stored();
    const none = await send(t.app, 'POST', '/api/v1/generate-api-key/');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    const headers = { authorization: `Token ${manager.token}` };
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/generate-api-key/',
      payload: '{',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v1/generate-api-key/',
      payload: 'x',
      headers: { ...headers, 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expect(await stored()).toEqual(before);
  });
});

describe('OpenAPI document', () => {
  it('describes every account endpoint', async () => {
    const t = await createTestApp();
    try {
      const res = await send(t.app, 'GET', '/api/v1/schema/');
      expect(res.statusCode).toBe(200);
      const paths = res.json().paths as Record<string, Record<string, { tags?: string[] }>>;
      const expected: [string, string][] = [
        ['/api/v1/rest-auth/registration/', 'post'],
        ['/api/v1/rest-auth/registration/verify-email/', 'post'],
        ['/api/v1/rest-auth/logout/', 'post'],
        ['/api/v1/rest-auth/password/reset/', 'post'],
        ['/api/v1/rest-auth/password/reset/confirm/', 'post'],
        ['/api/v1/rest-auth/user/', 'put'],
        ['/api/v1/users/test/', 'get'],
        ['/api/v1/generate-api-key/', 'post'],
      ];
      for (const [path, method] of expected) expect(paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['auth']);
      expect(Object.keys(paths['/api/v1/rest-auth/user/'].put)).toContain('requestBody');
    } finally {
      await t.close();
    }
  });
});
