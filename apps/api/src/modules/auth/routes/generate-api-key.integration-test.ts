import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../tokens.ts';
import { createRoleUsers, type Role, type RoleUser } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, TEST_PASSWORD, sameDatabaseApp, type TestApp } from '../../../testing/test-app.ts';

// Issue 6 item 2; spec 00 §7 and 02 §2, §7 (POST generate-api-key/); decision 260: a key needs a
// password sign-in of the last API_KEY_SIGN_IN_MINUTES (15), or a confirmed email without a password.
const GENERATE = '/api/v1/generate-api-key/';
const RECENT_SIGN_IN = { detail: 'Sign in again with your password to generate an API key.' };
const CONFIRM_EMAIL = { detail: 'Confirm your email address to generate an API key.' };
const MINUTE = 60_000;

describe('POST /api/v1/generate-api-key/', () => {
  let t: TestApp;
  let users: Record<Role, RoleUser>;
  beforeAll(async () => {
    t = await createTestApp();
    users = await createRoleUsers(t.db, 'gen');
  });
  afterAll(() => t.close());

  const signIn = async (login: string) => {
    const res = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: login, password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().key as string;
  };
  /** The app on the same database with its clock `minutes` ahead. */
  const appAt = async (minutes: number): Promise<FastifyInstance> => sameDatabaseApp(t, {}, () => new Date(Date.now() + minutes * MINUTE));
  const keyWorks = async (key: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/users/test/', headers: { authorization: `Api-Key ${key}` } })).statusCode === 200;
  /** Moves the user's sign-in tokens `minutes` into the past. */
  const age = (userId: number, minutes: number) =>
    t.db.query(`UPDATE auth_tokens SET created_at = created_at - make_interval(mins => $2) WHERE user_id = $1`, [userId, minutes]);

  it('asks an anonymous caller for credentials', async () => {
    const res = await send(t.app, 'POST', GENERATE);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it.each(['admin', 'editor', 'readOnlyManager', 'otherTeamManager', 'brandViewer'] as const)(
    '%s: refuses a token older than 15 minutes with 403, then mints a key right after a password sign-in',
    async (role) => {
      const user = users[role];
      await age(user.id, 16);
      const stale = await send(t.app, 'POST', GENERATE, undefined, user.token);
      expect(stale.statusCode).toBe(403);
      expect(stale.json()).toEqual(RECENT_SIGN_IN);
      const [row] = await t.db.query<{ api_key_hash: string | null }>('SELECT api_key_hash FROM users WHERE id = $1', [user.id]);
      expect(row.api_key_hash).toBeNull();

      const fresh = await send(t.app, 'POST', GENERATE, undefined, await signIn(user.login));
      expect(fresh.statusCode).toBe(200);
      const key = fresh.json().api_key as string;
      expect(key).toMatch(/^[0-9a-f]{48}$/);
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/rest-auth/user/', headers: { authorization: `Api-Key ${key}` } });
      expect(me.json()).toMatchObject({ id: user.id, api_key: `••••${key.slice(-4)}` });
    },
  );

  it('counts "recent" from the password sign-in: 14 minutes later yes, 16 minutes later no', async () => {
    const token = await signIn(users.editor.login);
    const soon = await appAt(14);
    const late = await appAt(16);
    try {
      expect((await send(late, 'POST', GENERATE, undefined, token)).json()).toEqual(RECENT_SIGN_IN);
      expect((await send(soon, 'POST', GENERATE, undefined, token)).statusCode).toBe(200);
    } finally {
      await soon.close();
      await late.close();
    }
  });

  it('honours API_KEY_SIGN_IN_MINUTES', async () => {
    const token = await signIn(users.readOnlyManager.login);
    const app = await sameDatabaseApp(t, { API_KEY_SIGN_IN_MINUTES: '60' }, () => new Date(Date.now() + 45 * MINUTE));
    try {
      expect((await send(app, 'POST', GENERATE, undefined, token)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses the fresh token of a provider sign-in for a user who has a password', async () => {
    const token = await issueToken(t.db, users.admin.id, { origin: 'provider', stayLoggedIn: true });
    const res = await send(t.app, 'POST', GENERATE, undefined, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(RECENT_SIGN_IN);
  });

  it.each(['broadcaster', 'otherBroadcaster'] as const)(
    '%s (no password): refuses until the email is confirmed, however fresh the sign-in, then mints a key',
    async (role) => {
      const user = users[role];
      const fresh = await issueToken(t.db, user.id, { origin: 'provider', stayLoggedIn: true });
      const refused = await send(t.app, 'POST', GENERATE, undefined, fresh);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(CONFIRM_EMAIL);
      await t.db.query('UPDATE users SET email_verified = true WHERE id = $1', [user.id]);
      await age(user.id, 60 * 24);
      const minted = await send(t.app, 'POST', GENERATE, undefined, user.token);
      expect(minted.statusCode).toBe(200);
      expect(await keyWorks(minted.json().api_key)).toBe(true);
    },
  );

  it("leaves another broadcaster's key alone, and ends only the caller's own older key", async () => {
    const mine = users.broadcaster;
    const theirs = users.otherBroadcaster;
    await t.db.query('UPDATE users SET email_verified = true WHERE id = ANY($1)', [[mine.id, theirs.id]]);
    const theirKey = (await send(t.app, 'POST', GENERATE, undefined, theirs.token)).json().api_key as string;
    const first = (await send(t.app, 'POST', GENERATE, undefined, mine.token)).json().api_key as string;
    const second = (await send(t.app, 'POST', GENERATE, undefined, mine.token)).json().api_key as string;
    expect(await keyWorks(theirKey)).toBe(true);
    expect(await keyWorks(first)).toBe(false);
    expect(await keyWorks(second)).toBe(true);
  });

  it('refuses a broadcaster whose provider gave no email', async () => {
    const user = users.otherBroadcaster;
    await t.db.query(`UPDATE users SET email = '', email_verified = true WHERE id = $1`, [user.id]);
    const res = await send(t.app, 'POST', GENERATE, undefined, user.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(CONFIRM_EMAIL);
  });

  it('refuses a request signed with an API key: a key never mints a key', async () => {
    const key = (await send(t.app, 'POST', GENERATE, undefined, await signIn(users.brandViewer.login))).json().api_key as string;
    const res = await t.app.inject({ method: 'POST', url: GENERATE, headers: { authorization: `Api-Key ${key}` } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'An API key cannot be used for this action. Sign in to do it.' });
    expect(await keyWorks(key)).toBe(true);
  });
});
