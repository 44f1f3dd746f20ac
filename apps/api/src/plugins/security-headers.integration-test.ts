import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager, createTestApp, type TestApp } from '../testing/test-app.ts';

// Issue 6 item 9 (decision 272): @fastify/helmet on the API. It answers JSON and stored images only,
// so the CSP allows nothing and nobody may frame it; the headers are on every kind of answer.
const CSP = "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'";

function expectSecurityHeaders(res: LightMyRequestResponse, what: string): void {
  expect(res.headers['content-security-policy'], what).toBe(CSP);
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['referrer-policy'], what).toBe('no-referrer');
  expect(res.headers['cross-origin-resource-policy'], what).toBe('same-site');
  expect(res.headers['strict-transport-security'], what).toMatch(/^max-age=\d+; includeSubDomains$/);
  expect(res.headers['x-powered-by'], what).toBeUndefined();
}

describe('security headers (@fastify/helmet)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_URL: 'http://login.test' });
    token = (await createManager(t.db, { email: 'headers@example.com' })).token;
    mkdirSync(path.join(t.dataDir, 'uploads', 'screenshots'), { recursive: true });
    writeFileSync(path.join(t.dataDir, 'uploads', 'screenshots', 'shot.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });
  afterAll(() => t.close());

  it('are on answers of every kind: 200, 400, 401, 404, framework errors', async () => {
    const answers: Array<[string, Promise<LightMyRequestResponse>]> = [
      ['200 signed in', t.app.inject({ method: 'GET', url: '/api/v1/rest-auth/user/', headers: { authorization: `Token ${token}` } })],
      ['400 body', t.app.inject({ method: 'POST', url: '/api/v1/rest-auth/login/', payload: {} })],
      ['401', t.app.inject({ method: 'GET', url: '/api/v1/rest-auth/user/' })],
      ['404', t.app.inject({ method: 'GET', url: '/api/v1/nothing-here/' })],
      ['400 undecodable URL', t.app.inject({ method: 'GET', url: '/api/v1/%E0%A4%A/' })],
      ['414 long parameter', t.app.inject({ method: 'GET', url: `/api/v1/invite-links/team/${'x'.repeat(5000)}/` })],
    ];
    for (const [what, answer] of answers) expectSecurityHeaders(await answer, what);
  });

  it('are on stored uploads, which keep their image type and nosniff', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/screenshots/shot.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expectSecurityHeaders(res, 'upload');
  });

  it('leave CORS as it was: the apps may call, other sites may not', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/rest-auth/user/',
        headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' },
      });
    const allowed = await preflight('http://login.test');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://login.test');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect((await preflight('http://evil.test')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('leave the OpenAPI document readable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/schema/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('openapi');
    expectSecurityHeaders(res, 'schema');
  });
});
