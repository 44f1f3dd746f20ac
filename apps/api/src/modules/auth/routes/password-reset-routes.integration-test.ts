import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager, createTestApp, send, TEST_PASSWORD, sameDatabaseApp, type TestApp } from '../../../testing/test-app.ts';

// spec 00 §2 /login/reset-request and /login/reset-password/:uid/:token, §4 and §8 ('This reset link is invalid.').
const RESET = '/api/v1/rest-auth/password/reset/';
const CONFIRM = '/api/v1/rest-auth/password/reset/confirm/';
const SENT = { detail: 'Password has been reset with the new password.' };
/** One answer for an unknown uid and a bad token (spec 00 §8; decision 263). */
const INVALID_LINK = { token: ['This reset link is invalid.'] };
const NEW_PASSWORD = 'a-brand-new-password';

function resetLink(t: TestApp, to: string): { uid: string; token: string } {
  const mail = [...t.outbox].reverse().find((m) => m.to === to);
  const match = mail?.text.match(/http:\/\/login\.test\/login\/reset-password\/([A-Za-z0-9_-]+)\/([0-9a-z]+-[0-9a-f]+)/);
  if (!match) throw new Error(`no reset link to ${to}`);
  return { uid: match[1], token: match[2] };
}

const confirmation = (link: { uid: string; token: string }, password = NEW_PASSWORD) => ({
  new_password1: password,
  new_password2: password,
  ...link,
});

describe('POST /api/v1/rest-auth/password/reset/ and reset/confirm/', () => {
  let t: TestApp;
  let manager: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_URL: 'http://login.test' });
    manager = await createManager(t.db, { email: 'forgetful@example.com' });
  });
  afterAll(() => t.close());

  it('runs the whole flow: request, link by mail, confirm, old tokens revoked, new password signs in, link dies', async () => {
    const other = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'forgetful@example.com', password: TEST_PASSWORD });
    const requested = await send(t.app, 'POST', RESET, { email: 'Forgetful@Example.com' });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ detail: 'Password reset e-mail has been sent.' });
    const link = resetLink(t, 'forgetful@example.com');
    expect(Buffer.from(link.uid, 'base64url').toString()).toBe(String(manager.id));

    const done = await send(t.app, 'POST', CONFIRM, confirmation(link));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual(SENT);

    for (const token of [manager.token, other.json().key]) {
      const me = await send(t.app, 'GET', '/api/v1/rest-auth/user/', undefined, token);
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ detail: 'Invalid token.' });
    }
    const oldLogin = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'forgetful@example.com', password: TEST_PASSWORD });
    expect(oldLogin.statusCode).toBe(400);
    const newLogin = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'forgetful@example.com', password: NEW_PASSWORD });
    expect(newLogin.statusCode).toBe(200);

    const again = await send(t.app, 'POST', CONFIRM, confirmation(link, 'yet-another-password'));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_LINK);
    const still = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'forgetful@example.com', password: NEW_PASSWORD });
    expect(still.statusCode).toBe(200);
  });

  it('refuses a link older than 3 days', async () => {
    await createManager(t.db, { email: 'slow@example.com' });
    await send(t.app, 'POST', RESET, { email: 'slow@example.com' });
    const link = resetLink(t, 'slow@example.com');
    const env = { LOGIN_URL: 'http://login.test' };
    const later = await sameDatabaseApp(t, env, () => new Date(Date.now() + 3 * 86_400_000 + 60_000));
    try {
      const res = await send(later, 'POST', CONFIRM, confirmation(link));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID_LINK);
      const soonEnough = await sameDatabaseApp(t, env, () => new Date(Date.now() + 2 * 86_400_000));
      expect((await send(soonEnough, 'POST', CONFIRM, confirmation(link))).statusCode).toBe(200);
      await soonEnough.close();
    } finally {
      await later.close();
    }
  });

  it('refuses a link made before the user signed in again', async () => {
    await createManager(t.db, { email: 'back@example.com' });
    await send(t.app, 'POST', RESET, { email: 'back@example.com' });
    const link = resetLink(t, 'back@example.com');
    await t.db.query(`UPDATE users SET last_login = now() + interval '1 minute' WHERE email = 'back@example.com'`);
    expect((await send(t.app, 'POST', CONFIRM, confirmation(link))).json()).toEqual(INVALID_LINK);
  });

  it('answers the same for an unknown address, a broadcaster or a manager without password, and sends nothing', async () => {
    await t.db.query(
      `INSERT INTO users (username, email, user_type) VALUES ('streamer', 'streamer@example.com', 3), ('nopass', 'nopass@example.com', 2)`,
    );
    const sent = t.outbox.length;
    for (const email of ['nobody@example.com', 'streamer@example.com', 'nopass@example.com']) {
      const res = await send(t.app, 'POST', RESET, { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ detail: 'Password reset e-mail has been sent.' });
    }
    expect(t.outbox.length).toBe(sent);
  });

  it('refuses an unknown uid and a bad token with one answer on the field the reset page reads, changing nothing', async () => {
    const { id } = await createManager(t.db, { email: 'careful@example.com' });
    await send(t.app, 'POST', RESET, { email: 'careful@example.com' });
    const link = resetLink(t, 'careful@example.com');
    const [before] = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [id]);
    const forged = `${link.token.split('-')[0]}-${'0'.repeat(32)}`;
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ ...link, uid: 'bm9wZQ' }, INVALID_LINK],
      [{ ...link, uid: Buffer.from('999999').toString('base64url') }, INVALID_LINK],
      [{ ...link, uid: '' }, INVALID_LINK],
      [{ ...link, token: forged }, INVALID_LINK],
      [{ ...link, token: 'garbage' }, INVALID_LINK],
      [{ ...link, token: '' }, INVALID_LINK],
    ];
    for (const [values, errors] of cases) {
      const res = await send(t.app, 'POST', CONFIRM, confirmation(values as { uid: string; token: string }));
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    const [after] = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [id]);
    expect(after.password_hash).toBe(before.password_hash);
  });

  it('applies the reset-password rules of libs/validation, keeping the link usable', async () => {
    await createManager(t.db, { email: 'rules@example.com' });
    await send(t.app, 'POST', RESET, { email: 'rules@example.com' });
    const link = resetLink(t, 'rules@example.com');
    const short = await send(t.app, 'POST', CONFIRM, { ...link, new_password1: 'abc', new_password2: 'abc' });
    expect(short.json()).toEqual({ new_password1: ['This password is too short. It must contain at least 8 characters.'] });
    const mismatch = await send(t.app, 'POST', CONFIRM, { ...link, new_password1: NEW_PASSWORD, new_password2: 'something-else' });
    expect(mismatch.json()).toEqual({ new_password2: ["The two password fields didn't match."] });
    const blank = await send(t.app, 'POST', CONFIRM, { ...link, new_password1: '  ', new_password2: '' });
    expect(blank.json()).toEqual({ new_password1: ['Required Field'], new_password2: ['Required Field'] });
    expect((await send(t.app, 'POST', CONFIRM, confirmation(link))).json()).toEqual(SENT);
  });

  it('answers bad input with DRF-shaped 4xx', async () => {
    expect((await send(t.app, 'POST', RESET, { email: 'not an email' })).json()).toEqual({ email: ['Invalid Email Address'] });
    expect((await send(t.app, 'POST', RESET, { email: '' })).json()).toEqual({ email: ['Required Field'] });
    expect((await send(t.app, 'POST', RESET, {})).json()).toEqual({ email: ['Required Field'] });
    expect((await send(t.app, 'POST', RESET, { email: ['a@b.co'] })).json()).toEqual({ email: ['Incorrect type.'] });
    expect((await send(t.app, 'POST', CONFIRM, { uid: 'MQ' })).json()).toEqual({
      new_password1: ['Required Field'],
      new_password2: ['Required Field'],
      token: ['Required Field'],
    });
    expect((await send(t.app, 'POST', CONFIRM, { uid: 1, token: 2, new_password1: 3, new_password2: 4 })).statusCode).toBe(400);
    for (const url of [RESET, CONFIRM]) {
      const malformed = await t.app.inject({ method: 'POST', url, payload: '{"email"', headers: { 'content-type': 'application/json' } });
      expect(malformed.statusCode).toBe(400);
      const empty = await t.app.inject({ method: 'POST', url, payload: '', headers: { 'content-type': 'application/json' } });
      expect(empty.statusCode).toBe(400);
      const text = await t.app.inject({ method: 'POST', url, payload: 'email=x', headers: { 'content-type': 'text/plain' } });
      expect(text.statusCode).toBe(415);
      expect(typeof text.json()).toBe('object');
    }
  });
});
