import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createRoleScene, type RoleScene } from '../../testing/role-fixtures.ts';
import { createTestApp, send, TEST_PASSWORD, type TestApp } from '../../testing/test-app.ts';
import { publicDns } from '../../modules/links/routes/webhook-test-support.ts';
import { captureLog } from './log-capture-test-support.ts';

// Issue 28 item 3; decision 735: one JSON line per request with its id, secrets redacted, 5xx with the id.
describe('the request log', () => {
  const log = captureLog();
  let t: TestApp;
  let scene: RoleScene;

  beforeAll(async () => {
    t = await createTestApp({}, { log: log.stream, lookupHost: publicDns });
    scene = await createRoleScene(t.db, 'rlog');
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes one line per request with its id and route pattern, and never a password, token, API key or webhook secret', async () => {
    log.clear();
    const editor = scene.users.editor;
    const signIn = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: editor.login, password: TEST_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    const token = signIn.json().key as string;
    const me = await send(t.app, 'GET', '/api/v1/rest-auth/user/', undefined, token);
    expect(me.statusCode).toBe(200);
    const apiKey = (await send(t.app, 'POST', '/api/v1/generate-api-key/', undefined, token)).json().api_key as string;
    expect(apiKey).toMatch(/^[0-9a-f]{48}$/);
    const withKey = await t.app.inject({ method: 'GET', url: '/api/v1/rest-auth/user/', headers: { authorization: `Api-Key ${apiKey}` } });
    expect(withKey.statusCode).toBe(200);
    const hook = await send(t.app, 'POST', '/api/v1/webhooks/', { campaign: scene.campaignA.slug, url: 'https://hooks.example/a' }, token);
    expect(hook.statusCode).toBe(201);
    const secret = hook.json().secret as string;
    expect(secret).toMatch(/^whsec_/);
    // A developer logging a request's headers and body: the redaction list still hides them.
    t.app.log.info(
      { headers: { authorization: `Token ${token}`, cookie: `token=${token}` }, body: { password: TEST_PASSWORD, secret } },
      'debug',
    );

    const text = log.text();
    for (const hidden of [TEST_PASSWORD, token, apiKey, secret, editor.token]) expect(text).not.toContain(hidden);
    const requests = log.lines().filter((l) => l.msg === 'request');
    expect(requests.map((l) => [l.method, l.route, l.statusCode])).toEqual([
      ['POST', '/api/v1/rest-auth/login/', 200],
      ['GET', '/api/v1/rest-auth/user/', 200],
      ['POST', '/api/v1/generate-api-key/', 200],
      ['GET', '/api/v1/rest-auth/user/', 200],
      ['POST', '/api/v1/webhooks/', 201],
    ]);
    expect(requests.map((l) => l.reqId)).toEqual(
      [signIn, me, null, withKey, hook].flatMap((r) => (r ? [r.headers['x-request-id']] : [expect.any(String)])),
    );
    expect(requests[1]).toMatchObject({ userId: editor.id, level: 30, remoteAddress: '127.0.0.1' });
    expect(typeof requests[1].responseTime).toBe('number');
    const debug = log.lines().find((l) => l.msg === 'debug') as { headers: Record<string, string>; body: Record<string, string> };
    expect(debug.headers).toEqual({ authorization: '[REDACTED]', cookie: '[REDACTED]' });
    expect(debug.body).toEqual({ password: '[REDACTED]', secret: '[REDACTED]' });
  });

  it('hides secrets in logged URLs: key path parameters and secret query values', async () => {
    log.clear();
    const key = 'abcdefabcdefabcdefab';
    await t.app.inject({ method: 'GET', url: `/api/v1/invite-links/team/${key}/?token=t0ps3cret&page=2` });
    const [line] = log.lines().filter((l) => l.msg === 'request');
    expect(line.url).toBe('/api/v1/invite-links/team/[REDACTED]/?token=[REDACTED]&page=2');
    expect(line.route).toBe('/api/v1/invite-links/team/:key/');
    expect(log.text()).not.toContain(key);
    expect(log.text()).not.toContain('t0ps3cret');
  });

  it('keeps a sane incoming X-Request-Id, replaces any other, and returns it on every answer', async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/api/v1/health/', headers: { 'x-request-id': 'lb-1234abcd.5678' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234abcd.5678');
    for (const bad of ['short', 'x'.repeat(200), 'has spaces in it', '{"json":1}']) {
      const replaced = await t.app.inject({ method: 'GET', url: '/api/v1/health/', headers: { 'x-request-id': bad } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const refused = await send(t.app, 'GET', '/api/v1/rest-auth/user/');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const notFound = await t.app.inject({ method: 'GET', url: '/nowhere' });
    expect(notFound.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(log.lines().some((l) => l.msg === 'request' && l.route === 'unmatched' && l.statusCode === 404)).toBe(true);
  });
});

describe('an unhandled error', () => {
  const log = captureLog();
  let app: FastifyInstance;
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'advocate-api-test-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, CLICK_JOURNAL_NAME: path.basename(dataDir) });
    app = await buildApp({ config, db: t.db, mailer: { send: async () => undefined }, log: log.stream });
    app.get('/explode', { schema: { hide: true } }, async () => {
      throw new Error('the disk is on fire');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('answers 500 in the DRF shape with the request id, and logs the error with its stack under that id', async () => {
    const res = await app.inject({ method: 'GET', url: '/explode', headers: { 'x-request-id': 'support-ticket-0001' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'A server error occurred.', request_id: 'support-ticket-0001' });
    expect(res.headers['x-request-id']).toBe('support-ticket-0001');
    const error = log.lines().find((l) => l.msg === 'unhandled error') as {
      reqId: string;
      level: number;
      err: { message: string; stack: string };
    };
    expect(error).toMatchObject({ reqId: 'support-ticket-0001', level: 50, err: { message: 'the disk is on fire' } });
    expect(error.err.stack).toMatch(/request-log\.integration-test\.ts/);
    expect(res.body).not.toContain('fire');
  });
});
