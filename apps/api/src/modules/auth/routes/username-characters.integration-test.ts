import type { User } from '@advocate/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../shared/repositories/users-repository.ts';
import { issueToken } from '../tokens.ts';
import { createManager, createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// Issue #6 item 12: a username set through PUT rest-auth/user/ refuses control, bidirectional-override
// and mixed-script look-alike characters; broadcasters keep what Twitch and YouTube names hold,
// managers a conservative set (decision 245).
const USER = '/api/v1/rest-auth/user/';
const INVISIBLE = 'Usernames cannot contain control or invisible characters.';
const MIXED = 'Usernames cannot mix letters of different scripts (such as Latin and Cyrillic).';
const BROADCASTER = 'Enter a valid username. This value may contain only letters, numbers, and ./-/_ characters.';
const MANAGER =
  "Enter a valid username. This value may contain only unaccented letters a-z and A-Z, numbers, single spaces, and @/./+/-/_/'/% characters.";

describe('PUT /api/v1/rest-auth/user/: username characters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let made = 0;
  /** A broadcaster named `username`, or caster_N. */
  const broadcaster = async (username?: string) => {
    made += 1;
    const email = `caster_${made}@example.com`;
    const id = await t.db.transaction((tx) =>
      insertUser(tx, { username: username ?? `caster_${made}`, email, passwordHash: null, userType: 3 }),
    );
    return { id, token: await issueToken(t.db, id, { origin: 'provider', stayLoggedIn: true }) };
  };
  const me = async (token: string) => (await send(t.app, 'GET', USER, undefined, token)).json<User>();
  const stored = async (id: number) =>
    (await t.db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [id]))[0].username;

  it.each([
    ['a right-to-left override', 'evil\u202Egnp.exe', INVISIBLE],
    ['a left-to-right isolate', '\u2066streamer', INVISIBLE],
    ['a zero-width space', 'stream\u200Ber', INVISIBLE],
    ['a control character', 'stream\u0007er', INVISIBLE],
    ['Latin with a Cyrillic а', 'p\u0430ypal', MIXED],
    ['Latin with a Greek ο', 'r\u03BFot_caster', MIXED],
    ['a space', 'two words', BROADCASTER],
    ['an emoji', 'fire🔥', BROADCASTER],
  ])("refuses a broadcaster's username with %s and changes nothing", async (_label, username, message) => {
    const { id, token } = await broadcaster();
    const before = await stored(id);
    const res = await send(t.app, 'PUT', USER, { ...(await me(token)), username }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: [message] });
    expect(await stored(id)).toBe(before);
  });

  it.each([
    ['a Twitch login', 'NightOwl_GG99', 'NightOwl_GG99'],
    ['a YouTube handle', 'lets.play-lena', 'lets.play-lena'],
    ['Cyrillic only', 'пётр_стрим', 'пётр_стрим'],
    ['Japanese', '日本語チャンネル', '日本語チャンネル'],
    ['full-width letters, folded as Django does (NFKC)', 'Ｓｔｒｅａｍ', 'Stream'],
  ])("accepts a broadcaster's username in %s", async (_label, username, saved) => {
    const { id, token } = await broadcaster();
    const res = await send(t.app, 'PUT', USER, { ...(await me(token)), username }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(id)).toBe(saved);
  });

  it("refuses a manager's username outside the conservative set, keeps the email and a plain name", async () => {
    const { id, token } = await createManager(t.db, { email: 'renamer@example.com' });
    const user = await me(token);
    for (const [username, message] of [
      ['ann\u202E@example.com', INVISIBLE],
      ['\u0430dmin@example.com', MANAGER],
      ['renée', MANAGER],
    ]) {
      const res = await send(t.app, 'PUT', USER, { ...user, username }, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ username: [message] });
      expect(await stored(id)).toBe('renamer@example.com');
    }
    expect((await send(t.app, 'PUT', USER, { ...user, username: 'Editor Name' }, token)).statusCode).toBe(200);
  });

  it('lets a user whose stored username predates the rules save the profile unchanged', async () => {
    const { token } = await broadcaster('legacy name');
    const res = await send(t.app, 'PUT', USER, { ...(await me(token)), phone_number: '+12223334444' }, token);
    expect(res.statusCode, res.body).toBe(200);
  });
});
