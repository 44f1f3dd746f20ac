import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, send, type TestApp } from '../testing/test-app.ts';

const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.' };

// One onRequest stage for every protected route: sign-in is checked before the body is parsed or
// validated, so an anonymous caller learns nothing about a route's body rules.
describe('authentication runs before body handling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401, not 400 or 415, to an anonymous bad body on each protected write', async () => {
    const writes: Array<['POST' | 'PUT', string]> = [
      ['PUT', '/api/v1/rest-auth/user/'],
      ['POST', '/api/v1/discord/connect/'],
      ['POST', '/api/v1/twitter/connect/'],
      ['POST', '/api/v1/generate-api-key/'],
    ];
    for (const [method, url] of writes) {
      const wrongShape = await send(t.app, method, url, { username: 42, code: ['x'] });
      expect(wrongShape.statusCode, url).toBe(401);
      expect(wrongShape.json(), url).toEqual(NOT_AUTHENTICATED);
      const wrongType = await t.app.inject({ method, url, payload: '<x/>', headers: { 'content-type': 'application/xml' } });
      expect(wrongType.statusCode, url).toBe(401);
      const broken = await t.app.inject({ method, url, payload: '{"a":', headers: { 'content-type': 'application/json' } });
      expect(broken.statusCode, url).toBe(401);
    }
  });

  it('answers 401 on protected reads without a token', async () => {
    for (const url of [
      '/api/v1/rest-auth/user/',
      '/api/v1/users/test/',
      '/api/v1/campaigns/',
      '/api/v1/teams/',
      '/api/v1/twitter/request-token/',
    ]) {
      const res = await send(t.app, 'GET', url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual(NOT_AUTHENTICATED);
    }
  });

  it('leaves public and optional routes open', async () => {
    expect((await send(t.app, 'POST', '/api/v1/rest-auth/logout/')).statusCode).toBe(200);
    expect((await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'a', password: 42 })).statusCode).toBe(400);
  });
});
