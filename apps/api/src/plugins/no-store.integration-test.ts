import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, type RoleScene } from '../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../testing/test-app.ts';

// Issue 26 §4 "Caching", decision 673: every answer to an authenticated request says Cache-Control:
// no-store; public answers keep their own.
describe('Cache-Control on authenticated answers', () => {
  let t: TestApp;
  let scene: RoleScene;
  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'nostore');
  }, 180_000);
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Token ${token}` } : {} });

  it('a sample of routes, for managers and broadcasters, answers and errors alike', async () => {
    const samples: Array<[string, string]> = [
      ['/api/v1/rest-auth/user/', scene.users.editor.token],
      ['/api/v1/rest-auth/user/', scene.users.broadcaster.token],
      [`/api/v1/webhooks/?campaign=${scene.campaignA.slug}`, scene.users.editor.token],
      [`/api/v1/reports/?campaign=${scene.campaignA.slug}`, scene.users.readOnlyManager.token],
      [`/api/v1/campaign-link-settings/${scene.campaignA.slug}/`, scene.users.editor.token],
      [`/api/v1/webhooks/?campaign=${scene.campaignB.slug}`, scene.users.editor.token], // 404
      ['/api/v1/webhooks/?campaign=x', scene.users.broadcaster.token], // 403
      ['/api/v1/no-such-route/', scene.users.admin.token], // 404
    ];
    for (const [url, token] of samples) {
      const res = await get(url, token);
      expect([url, res.statusCode < 500, res.headers['cache-control']]).toEqual([url, true, 'no-store']);
    }
    const posted = await send(t.app, 'POST', '/api/v1/webhooks/', { campaign: scene.campaignA.slug, url: 'bad' }, scene.users.editor.token);
    expect([posted.statusCode, posted.headers['cache-control']]).toEqual([400, 'no-store']);
  });

  it('every GET operation of the OpenAPI document, signed in, says no-store', async () => {
    const document = (await get('/api/v1/schema/')).json() as { paths: Record<string, Record<string, unknown>> };
    const paths = Object.entries(document.paths)
      .filter(([, ops]) => 'get' in ops)
      .map(([path]) => path);
    expect(paths.length).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const path of paths) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const res = await get(url, scene.users.admin.token);
      if (!/\bno-store\b/.test(String(res.headers['cache-control'] ?? '')))
        missing.push(`${url} ${res.statusCode} ${res.headers['cache-control']}`);
    }
    expect(missing).toEqual([]);
  });

  it('anonymous public answers are unchanged', async () => {
    const schema = await get('/api/v1/schema/');
    expect(schema.statusCode).toBe(200);
    expect(schema.headers['cache-control']).toBeUndefined();
  });
});
