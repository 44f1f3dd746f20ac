import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager, createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// Issue #6 item 5: weak passwords ('password', '12345678', one like the email or username) are refused
// with Django's messages from libs/validation, on registration and on reset confirm (decision 244).
const REGISTER = '/api/v1/rest-auth/registration/';
const RESET = '/api/v1/rest-auth/password/reset/';
const CONFIRM = '/api/v1/rest-auth/password/reset/confirm/';
const COMMON = 'This password is too common.';
const NUMERIC = 'This password is entirely numeric.';
const LIKE_EMAIL = 'The password is too similar to the email address.';
const LIKE_USERNAME = 'The password is too similar to the username.';

describe('weak passwords on POST rest-auth/registration/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_URL: 'http://login.test' });
  });
  afterAll(() => t.close());

  it.each([
    ['password', { password1: [COMMON] }],
    ['12345678', { password1: [COMMON] }],
    ['Password1', { password1: [COMMON] }],
    ['93847561029', { password1: [NUMERIC] }],
    ['weak.person@example.com', { password1: [LIKE_EMAIL] }],
    ['weakperson1', { password1: [LIKE_EMAIL] }],
  ])('refuses %j with 400 and writes nothing', async (password, errors) => {
    const email = 'weak.person@example.com';
    const res = await send(t.app, 'POST', REGISTER, { email, password1: password, password2: password, username: email });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect(await t.db.query('SELECT id FROM users WHERE lower(email) = $1', [email])).toHaveLength(0);
    expect(await t.db.query('SELECT id FROM email_confirmations')).toHaveLength(0);
    expect(t.outbox).toHaveLength(0);
  });

  it('still registers with a strong password', async () => {
    const res = await send(t.app, 'POST', REGISTER, {
      email: 'strong@example.com',
      password1: 'violet-kettle-47',
      password2: 'violet-kettle-47',
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('weak passwords on POST rest-auth/password/reset/confirm/', () => {
  let t: TestApp;
  let manager: { id: number; token: string };
  let link: { uid: string; token: string };
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_URL: 'http://login.test' });
    manager = await createManager(t.db, { email: 'forgetful@example.com' });
    // A manager may rename themselves in the profile; the username is compared too.
    await t.db.query(`UPDATE users SET username = 'nightowl_admin' WHERE id = $1`, [manager.id]);
    await send(t.app, 'POST', RESET, { email: 'forgetful@example.com' });
    const match = t.outbox.at(-1)?.text.match(/\/login\/reset-password\/([A-Za-z0-9_-]+)\/([0-9a-z]+-[0-9a-f]+)/);
    if (!match) throw new Error('no reset link');
    link = { uid: match[1], token: match[2] };
  });
  afterAll(() => t.close());

  const passwordHash = async () =>
    (await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [manager.id]))[0].password_hash;

  it.each([
    ['password', { new_password1: [COMMON] }],
    ['12345678', { new_password1: [COMMON] }],
    ['93847561029', { new_password1: [NUMERIC] }],
    ['forgetful@example.com', { new_password1: [LIKE_EMAIL] }],
    ['Forgetful1', { new_password1: [LIKE_EMAIL] }],
    ['nightowl_admin1', { new_password1: [LIKE_USERNAME] }],
  ])('refuses %j with 400, changes nothing and keeps the link usable', async (password, errors) => {
    const before = await passwordHash();
    const res = await send(t.app, 'POST', CONFIRM, { ...link, new_password1: password, new_password2: password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect(await passwordHash()).toBe(before);
    // Sign-in tokens are not revoked (signing in here would move last_login and kill the link).
    expect((await send(t.app, 'GET', '/api/v1/rest-auth/user/', undefined, manager.token)).statusCode).toBe(200);
  });

  it('tells nothing about the address without a valid token: the token is refused first', async () => {
    const res = await send(t.app, 'POST', CONFIRM, {
      ...link,
      token: 'garbage',
      new_password1: 'forgetful@example.com',
      new_password2: 'forgetful@example.com',
    });
    expect(res.json()).toEqual({ token: ['This reset link is invalid.'] });
  });

  it('then accepts a strong password with the same link', async () => {
    const res = await send(t.app, 'POST', CONFIRM, { ...link, new_password1: 'violet-kettle-47', new_password2: 'violet-kettle-47' });
    expect(res.statusCode, res.body).toBe(200);
  });
});
