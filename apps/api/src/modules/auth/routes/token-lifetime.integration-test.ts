import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { sha256 } from '../tokens.ts';
import { createManager, createTestApp, send, TEST_PASSWORD, sameDatabaseApp, type TestApp } from '../../../testing/test-app.ts';

// Issue 6 item 10; spec 00 §3 (stayLoggedIn, default true), §4 (stay logged in; sign-up does not;
// third-party sign-in does), §8 ('Invalid token.' forces logout); decision 261: a token ends after
// TOKEN_IDLE_DAYS (30) unused, or TOKEN_SESSION_IDLE_HOURS (12) unused when the sign-in did not
// choose to stay logged in; an ended token answers 401 'Invalid token.' and is deleted.
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const INVALID = { detail: 'Invalid token.' };

describe('sign-in token lifetime', () => {
  let t: TestApp;
  const later: FastifyInstance[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    await createManager(t.db, { email: 'idle@example.com' });
  });
  afterAll(async () => {
    for (const app of later) await app.close();
    await t.close();
  });

  /** The app on the same database, its clock `ms` ahead, with optional settings. */
  const appAt = async (ms: number, env: Record<string, string> = {}) => {
    const app = await sameDatabaseApp(t, env, () => new Date(Date.now() + ms));
    later.push(app);
    return app;
  };
  const signIn = async (extra: Record<string, unknown> = {}) => {
    const res = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'idle@example.com', password: TEST_PASSWORD, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().key as string;
  };
  const get = (app: FastifyInstance, token: string) => send(app, 'GET', '/api/v1/rest-auth/user/', undefined, token);
  const stored = async (token: string) =>
    (
      await t.db.query<{ last_used_at: Date; stay_logged_in: boolean; origin: string }>(
        'SELECT last_used_at, stay_logged_in, origin FROM auth_tokens WHERE key_hash = $1',
        [sha256(token)],
      )
    )[0];

  it('keeps a token used within 30 days, each use moving its idle time on', async () => {
    const token = await signIn();
    expect(await stored(token)).toMatchObject({ stay_logged_in: true, origin: 'password' });
    expect((await get(await appAt(29 * DAY), token)).statusCode).toBe(200);
    // 29 days after that use, 58 days after the sign-in: still alive.
    expect((await get(await appAt(58 * DAY), token)).statusCode).toBe(200);
  });

  it('ends a token unused for more than 30 days: 401 Invalid token. and the row is deleted', async () => {
    const token = await signIn();
    const res = await get(await appAt(30 * DAY + 60_000), token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID);
    expect(await stored(token)).toBeUndefined();
    // Gone for the present clock too.
    expect((await get(t.app, token)).statusCode).toBe(401);
  });

  it('honours TOKEN_IDLE_DAYS', async () => {
    const token = await signIn();
    const res = await get(await appAt(3 * DAY, { TOKEN_IDLE_DAYS: '2' }), token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID);
  });

  it('ends the token of a sign-in that did not choose to stay logged in after 12 hours unused', async () => {
    const token = await signIn({ stayLoggedIn: false });
    expect(await stored(token)).toMatchObject({ stay_logged_in: false });
    expect((await get(await appAt(11 * HOUR), token)).statusCode).toBe(200);
    // 13 hours after that last use.
    const res = await get(await appAt(24 * HOUR), token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID);
    expect(await stored(token)).toBeUndefined();
  });

  it('stays logged in by default (spec 00 §9) and refuses a stayLoggedIn that is not a boolean', async () => {
    const token = await signIn();
    expect((await get(await appAt(13 * HOUR), token)).statusCode).toBe(200);
    const bad = await send(t.app, 'POST', '/api/v1/rest-auth/login/', {
      username: 'idle@example.com',
      password: TEST_PASSWORD,
      stayLoggedIn: 'no',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ stayLoggedIn: ['Incorrect type.'] });
  });

  it('honours TOKEN_SESSION_IDLE_HOURS', async () => {
    const token = await signIn({ stayLoggedIn: false });
    expect((await get(await appAt(5 * HOUR, { TOKEN_SESSION_IDLE_HOURS: '48' }), token)).statusCode).toBe(200);
    expect((await get(await appAt(52 * HOUR, { TOKEN_SESSION_IDLE_HOURS: '48' }), token)).statusCode).toBe(200);
    expect((await get(await appAt(101 * HOUR, { TOKEN_SESSION_IDLE_HOURS: '48' }), token)).statusCode).toBe(401);
  });

  it('signs a new manager up without staying logged in (spec 00 §4)', async () => {
    const password = 'a-good-long-password';
    const res = await send(t.app, 'POST', '/api/v1/rest-auth/registration/', {
      email: 'fresh@example.com',
      password1: password,
      password2: password,
      username: 'fresh@example.com',
    });
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().key)).toMatchObject({ stay_logged_in: false, origin: 'password' });
    expect((await get(await appAt(13 * HOUR), res.json().key)).statusCode).toBe(401);
  });

  it("deletes the user's dead tokens when a new one is issued", async () => {
    const dead = await signIn();
    const alive = await signIn();
    await t.db.query(`UPDATE auth_tokens SET last_used_at = now() - interval '31 days' WHERE key_hash = $1`, [sha256(dead)]);
    await signIn();
    expect(await stored(dead)).toBeUndefined();
    expect(await stored(alive)).toBeDefined();
  });

  it('refuses a bad TOKEN_IDLE_DAYS at start-up', () => {
    for (const value of ['0', '-3', 'soon', '1.5']) {
      expect(() => loadConfig({ NODE_ENV: 'test', TOKEN_IDLE_DAYS: value }), value).toThrow(/TOKEN_IDLE_DAYS/);
    }
  });
});
