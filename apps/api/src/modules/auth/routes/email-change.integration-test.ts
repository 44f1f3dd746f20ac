import type { User } from '@advocate/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../tokens.ts';
import { createRoleUsers, type Role, type RoleUser } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, TEST_PASSWORD, type TestApp } from '../../../testing/test-app.ts';

// Issue 6 item 10; spec 00 §3, §7 and 02 §2 (PUT rest-auth/user/, the profile form edits the email);
// decision 264: a new email needs the current password (users who have one) and signs out every
// other session, API key included; the session making the change stays.
const USER = '/api/v1/rest-auth/user/';
const WRONG = { current_password: ['Your current password was entered incorrectly. Please enter it again.'] };
const MANAGERS = ['admin', 'editor', 'readOnlyManager', 'otherTeamManager', 'brandViewer'] as const;

describe('PUT /api/v1/rest-auth/user/ with a new email', () => {
  let t: TestApp;
  let users: Record<Role, RoleUser>;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_URL: 'http://login.test' });
    users = await createRoleUsers(t.db, 'mail');
    await t.db.query('UPDATE users SET email_verified = true');
  });
  afterAll(() => t.close());

  const me = async (token: string) => (await send(t.app, 'GET', USER, undefined, token)).json<User>();
  const status = async (token: string) => (await send(t.app, 'GET', '/api/v1/users/test/', undefined, token)).statusCode;
  const keyStatus = async (key: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/users/test/', headers: { authorization: `Api-Key ${key}` } })).statusCode;
  /** A second session of the user and an API key, both working. */
  const otherCredentials = async (user: RoleUser) => {
    const origin = user.hasPassword ? 'password' : 'provider';
    const otherSession = await issueToken(t.db, user.id, { origin, stayLoggedIn: true });
    const key = (await send(t.app, 'POST', '/api/v1/generate-api-key/', undefined, otherSession)).json().api_key as string;
    expect(await keyStatus(key)).toBe(200);
    return { otherSession, key };
  };
  const emailOf = async (id: number) => (await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [id]))[0].email;

  it('asks an anonymous caller for credentials', async () => {
    const res = await send(t.app, 'PUT', USER, { username: 'x', email: 'x@example.com', current_password: TEST_PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it.each(MANAGERS)('%s: needs the current password, then signs out the other sessions and the API key', async (role) => {
    const user = users[role];
    const { otherSession, key } = await otherCredentials(user);
    const current = await me(user.token);
    const newEmail = `moved-${role}@example.com`.toLowerCase();

    const missing = await send(t.app, 'PUT', USER, { ...current, email: newEmail }, user.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ current_password: ['Required Field'] });
    const wrong = await send(t.app, 'PUT', USER, { ...current, email: newEmail, current_password: 'not-my-password' }, user.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(WRONG);
    expect(await emailOf(user.id)).toBe(user.login);
    expect(await status(otherSession)).toBe(200);

    const moved = await send(t.app, 'PUT', USER, { ...current, email: newEmail, current_password: TEST_PASSWORD }, user.token);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ email: newEmail, api_key: null });
    expect(await status(user.token)).toBe(200);
    expect(await status(otherSession)).toBe(401);
    expect(await keyStatus(key)).toBe(401);
    expect(t.outbox.some((mail) => mail.to === newEmail)).toBe(true);
  });

  it.each(['broadcaster', 'otherBroadcaster'] as const)('%s (no password): changes it without one, signing out the rest', async (role) => {
    const user = users[role];
    const bystander = users[role === 'broadcaster' ? 'otherBroadcaster' : 'broadcaster'];
    // Confirmed addresses, so both may mint a key (a changed email is unconfirmed again).
    await t.db.query('UPDATE users SET email_verified = true WHERE id = ANY($1)', [[user.id, bystander.id]]);
    const { otherSession, key } = await otherCredentials(user);
    const theirs = await otherCredentials(bystander);
    const moved = await send(t.app, 'PUT', USER, { ...(await me(user.token)), email: `${user.login}@elsewhere.example` }, user.token);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await status(user.token)).toBe(200);
    expect(await status(otherSession)).toBe(401);
    expect(await keyStatus(key)).toBe(401);
    // Another broadcaster's sessions and key are theirs alone.
    expect(await status(theirs.otherSession)).toBe(200);
    expect(await keyStatus(theirs.key)).toBe(200);
  });

  it('asks nothing and signs nobody out when the email stays (other fields, or only its case)', async () => {
    const user = users.editor;
    const { otherSession, key } = await otherCredentials(user);
    const current = await me(user.token);
    const renamed = await send(
      t.app,
      'PUT',
      USER,
      { ...current, email: current.email.toUpperCase(), phone_number: '+12223334444' },
      user.token,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await status(otherSession)).toBe(200);
    expect(await keyStatus(key)).toBe(200);
  });

  it('counts wrong current passwords with the sign-in failures of the account: the 11th try answers 429', async () => {
    const user = users.otherTeamManager;
    const current = await me(user.token);
    for (let i = 0; i < 10; i += 1) {
      const res = await send(t.app, 'PUT', USER, { ...current, email: 'guessing@example.com', current_password: `guess-${i}` }, user.token);
      expect(res.statusCode).toBe(400);
    }
    const locked = await send(
      t.app,
      'PUT',
      USER,
      { ...current, email: 'guessing@example.com', current_password: TEST_PASSWORD },
      user.token,
    );
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const signIn = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: current.email, password: TEST_PASSWORD });
    expect(signIn.statusCode).toBe(429);
    expect(await emailOf(user.id)).toBe(current.email);
  });
});
