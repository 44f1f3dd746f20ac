import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager, createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 00 §2 /sign-up and /login/email-confirmation/:key, §3 sign-up fields, §7 registration calls.
const REGISTER = '/api/v1/rest-auth/registration/';
const VERIFY = '/api/v1/rest-auth/registration/verify-email/';
const PASSWORD = 'a-good-long-password';

const signUp = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password1: PASSWORD,
  password2: PASSWORD,
  username: email,
  ...overrides,
});

function confirmationKey(t: TestApp, to: string): string {
  const mail = [...t.outbox].reverse().find((m) => m.to === to);
  const match = mail?.text.match(/\/login\/email-confirmation\/([0-9a-f]+)/);
  if (!match) throw new Error(`no confirmation link to ${to}`);
  return match[1];
}

describe('POST /api/v1/rest-auth/registration/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_URL: 'http://login.test' });
    await createManager(t.db, { email: 'existing@example.com' });
  });
  afterAll(() => t.close());

  it('creates a manager with default permissions and no teams, signed in, answering 201 {key, user}', async () => {
    const res = await send(t.app, 'POST', REGISTER, signUp('New.Person@example.com'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.key).toMatch(/^[0-9a-f]{40}$/);
    expect(body.user).toMatchObject({
      username: 'New.Person@example.com',
      email: 'New.Person@example.com',
      user_type: 2,
      is_admin: false,
      tos_agreed: null,
      permissions_campaigns: 1,
      permissions_teams: 1,
      permissions_users: 2,
      teams: [],
    });
    const me = await send(t.app, 'GET', '/api/v1/rest-auth/user/', undefined, body.key);
    expect(me.json().email).toBe('New.Person@example.com');
    const [row] = await t.db.query<{ password_hash: string; email_verified: boolean }>(
      `SELECT password_hash, email_verified FROM users WHERE email = 'New.Person@example.com'`,
    );
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.email_verified).toBe(false);
    const login = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'new.person@example.com', password: PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('sends a confirmation link to the login app and stores only a hash of its key', async () => {
    await send(t.app, 'POST', REGISTER, signUp('mail@example.com'));
    const mail = t.outbox.find((m) => m.to === 'mail@example.com');
    expect(mail?.text).toMatch(/http:\/\/login\.test\/login\/email-confirmation\/[0-9a-f]{64}/);
    const key = confirmationKey(t, 'mail@example.com');
    const stored = await t.db.query<{ key_hash: string }>('SELECT key_hash FROM email_confirmations');
    expect(stored.map((r) => r.key_hash)).not.toContain(key);
  });

  it('uses the email as username whatever username is sent', async () => {
    const res = await send(t.app, 'POST', REGISTER, signUp('own@example.com', { username: 'someone-else' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.username).toBe('own@example.com');
  });

  it('refuses an address already registered, in any case, and creates nothing', async () => {
    const before = await t.db.query('SELECT id FROM users');
    const res = await send(t.app, 'POST', REGISTER, signUp('EXISTING@example.com'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['A user is already registered with this e-mail address.'] });
    expect(await t.db.query('SELECT id FROM users')).toHaveLength(before.length);
  });

  it('applies the sign-up rules of libs/validation', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [signUp('not-an-email'), { email: ['Invalid Email Address'] }],
      [
        signUp('short@example.com', { password1: 'abc', password2: 'abc' }),
        { password1: ['This password is too short. It must contain at least 8 characters.'] },
      ],
      [signUp('mismatch@example.com', { password2: 'another-long-password' }), { password2: ["The two password fields didn't match."] }],
      [
        signUp('', { password1: '', password2: '' }),
        { email: ['Required Field'], password1: ['Required Field'], password2: ['Required Field'] },
      ],
      [signUp(`${'x'.repeat(250)}@example.com`), { email: ['Must be no more than 254 characters'] }],
    ];
    for (const [payload, errors] of cases) {
      const res = await send(t.app, 'POST', REGISTER, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    expect(await t.db.query(`SELECT id FROM users WHERE email IN ('short@example.com', 'mismatch@example.com')`)).toEqual([]);
  });

  it('answers bad input with DRF-shaped 4xx and creates nothing', async () => {
    const before = await t.db.query('SELECT id FROM users');
    const cases = [
      { payload: '{"email": ', type: 'application/json', status: 400 },
      { payload: '', type: 'application/json', status: 400 },
      { payload: 'email=a@b.co', type: 'text/plain', status: 415 },
      { payload: JSON.stringify({ email: 'a@b.co' }), type: 'application/json', status: 400 },
      { payload: JSON.stringify({ email: 5, password1: true, password2: null }), type: 'application/json', status: 400 },
      { payload: JSON.stringify(['a']), type: 'application/json', status: 400 },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'POST', url: REGISTER, payload: c.payload, headers: { 'content-type': c.type } });
      expect(res.statusCode, c.payload.slice(0, 30)).toBe(c.status);
      expect(typeof res.json()).toBe('object');
    }
    const missing = await send(t.app, 'POST', REGISTER, { email: 'a@b.co' });
    expect(missing.json()).toEqual({ password1: ['Required Field'], password2: ['Required Field'] });
    const wrong = await send(t.app, 'POST', REGISTER, { email: 5, password1: PASSWORD, password2: PASSWORD });
    expect(wrong.json()).toEqual({ email: ['Incorrect type.'] });
    expect(await t.db.query('SELECT id FROM users')).toHaveLength(before.length);
  });
});

describe('POST /api/v1/rest-auth/registration/verify-email/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const verified = async (email: string) =>
    (await t.db.query<{ email_verified: boolean }>('SELECT email_verified FROM users WHERE email = $1', [email]))[0].email_verified;

  it('confirms the address with the key of the link, once', async () => {
    await send(t.app, 'POST', REGISTER, signUp('confirm@example.com'));
    const key = confirmationKey(t, 'confirm@example.com');
    expect(await verified('confirm@example.com')).toBe(false);
    const res = await send(t.app, 'POST', VERIFY, { key });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'ok' });
    expect(await verified('confirm@example.com')).toBe(true);
    const again = await send(t.app, 'POST', VERIFY, { key });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Not found.' });
  });

  it('answers 404 Not found. for an unknown key', async () => {
    for (const key of ['f'.repeat(64), 'nonsense', '../../etc']) {
      const res = await send(t.app, 'POST', VERIFY, { key });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('answers 404 for a key older than 3 days and leaves the address unverified', async () => {
    await send(t.app, 'POST', REGISTER, signUp('late@example.com'));
    const key = confirmationKey(t, 'late@example.com');
    await t.db.query(`UPDATE email_confirmations SET created_at = now() - interval '4 days' WHERE email = 'late@example.com'`);
    expect((await send(t.app, 'POST', VERIFY, { key })).statusCode).toBe(404);
    expect(await verified('late@example.com')).toBe(false);
  });

  it('answers bad input with DRF-shaped 4xx', async () => {
    expect((await send(t.app, 'POST', VERIFY, {})).json()).toEqual({ key: ['Required Field'] });
    expect((await send(t.app, 'POST', VERIFY, { key: 12 })).json()).toEqual({ key: ['Incorrect type.'] });
    expect((await send(t.app, 'POST', VERIFY, { key: '' })).json()).toEqual({ key: ['Required Field'] });
    const malformed = await t.app.inject({
      method: 'POST',
      url: VERIFY,
      payload: '{"key"',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    const text = await t.app.inject({ method: 'POST', url: VERIFY, payload: 'key=x', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
  });
});
