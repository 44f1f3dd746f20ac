import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleUsers, type Role, type RoleUser } from '../testing/role-fixtures.ts';
import { createTestApp, send, TEST_PASSWORD, type TestApp } from '../testing/test-app.ts';

// Issue 6 item 2; decision 260: an API key is accepted only by the operations whose OpenAPI security
// lists the `apiKey` scheme — who am I (users/test/, rest-auth/user/) and logout (which ends nothing).
// Every other route, account changes first, answers 403 to a request signed with a key.
const NOT_WITH_A_KEY = { detail: 'An API key cannot be used for this action. Sign in to do it.' };
const KEY_OPERATIONS = ['getUser', 'logout', 'testToken'];

interface Operation {
  operationId: string;
  security?: Record<string, unknown>[];
}

describe('what an API key may do', () => {
  let t: TestApp;
  let users: Record<Role, RoleUser>;
  const keys: Partial<Record<Role, string>> = {};
  beforeAll(async () => {
    t = await createTestApp();
    users = await createRoleUsers(t.db, 'scope');
    await t.db.query(`UPDATE users SET email_verified = true WHERE user_type = 3`);
    for (const role of ['admin', 'editor', 'broadcaster'] as const) {
      keys[role] = (await send(t.app, 'POST', '/api/v1/generate-api-key/', undefined, users[role].token)).json().api_key;
    }
  });
  afterAll(() => t.close());

  const withKey = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, key: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Api-Key ${key}` }, ...(payload ? { payload } : {}) });
  const operations = async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/schema/' })).json() as {
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    return {
      document,
      all: Object.entries(document.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op }))),
    };
  };

  it.each(['admin', 'editor', 'broadcaster'] as const)(
    '%s: reads who the key belongs to, and logging out with it ends nothing',
    async (role) => {
      const key = keys[role]!;
      expect((await withKey('GET', '/api/v1/users/test/', key)).json()).toEqual({ detail: 'ok' });
      expect((await withKey('GET', '/api/v1/rest-auth/user/', key)).json()).toMatchObject({ id: users[role].id });
      expect((await withKey('POST', '/api/v1/rest-auth/logout/', key)).statusCode).toBe(200);
      expect((await withKey('GET', '/api/v1/users/test/', key)).statusCode).toBe(200);
    },
  );

  it.each(['admin', 'editor', 'broadcaster'] as const)(
    '%s: changes no email, profile or key with it (403), and nothing changes',
    async (role) => {
      const key = keys[role]!;
      const user = (await withKey('GET', '/api/v1/rest-auth/user/', key)).json();
      const [before] = await t.db.query('SELECT * FROM users WHERE id = $1', [users[role].id]);
      const changeEmail = await withKey('PUT', '/api/v1/rest-auth/user/', key, {
        ...user,
        email: `taken-over-${role}@example.com`,
        current_password: TEST_PASSWORD,
      });
      expect(changeEmail.statusCode).toBe(403);
      expect(changeEmail.json()).toEqual(NOT_WITH_A_KEY);
      const rename = await withKey('PUT', '/api/v1/rest-auth/user/', key, { ...user, username: `renamed_${role}` });
      expect(rename.statusCode).toBe(403);
      expect((await withKey('POST', '/api/v1/generate-api-key/', key)).json()).toEqual(NOT_WITH_A_KEY);
      const [after] = await t.db.query('SELECT * FROM users WHERE id = $1', [users[role].id]);
      expect(after).toEqual(before);
    },
  );

  it('cannot connect a provider account to the key owner, or use any other route (403 before the body is read)', async () => {
    const key = keys.broadcaster!;
    const calls: [method: 'GET' | 'POST', url: string][] = [
      ['POST', '/api/v1/users/twitch/'],
      ['POST', '/api/v1/users/youtube/'],
      ['POST', '/api/v1/discord/connect/'],
      ['POST', '/api/v1/twitter/connect/'],
      ['GET', '/api/v1/twitter/request-token/'],
      ['GET', '/api/v1/campaigns/'],
      ['GET', '/api/v1/teams/'],
      ['POST', '/api/v1/rest-auth/password/reset/'],
    ];
    for (const [method, url] of calls) {
      const res = await withKey(method, url, key, method === 'POST' ? { code: 'x' } : undefined);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(NOT_WITH_A_KEY);
    }
    expect((await withKey('GET', '/api/v1/no-such-route/', key)).statusCode).toBe(404);
  });

  it('refuses the key on every documented operation that does not list the apiKey scheme', async () => {
    const { all } = await operations();
    const key = keys.editor!;
    const refusedOps = all.filter(({ op }) => !(op.security ?? []).some((entry) => 'apiKey' in entry));
    expect(refusedOps.length).toBeGreaterThan(10);
    for (const { path, method, op } of refusedOps) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const res = await withKey(method.toUpperCase() as 'GET', url, key);
      expect(res.statusCode, `${op.operationId} ${method} ${url}`).toBe(403);
    }
  });

  it('lists the apiKey scheme on exactly the read-who-I-am operations and logout (adding one is a decision)', async () => {
    const { document, all } = await operations();
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['apiKey', 'token']);
    const withApiKey = all.filter(({ op }) => (op.security ?? []).some((entry) => 'apiKey' in entry)).map(({ op }) => op.operationId);
    expect(withApiKey.sort()).toEqual(KEY_OPERATIONS);
    for (const { op } of all) {
      for (const entry of op.security ?? [])
        expect(['token', 'apiKey'], op.operationId).toEqual(expect.arrayContaining(Object.keys(entry)));
    }
  });
});
