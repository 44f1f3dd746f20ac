import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManager, createTestApp, TEST_PASSWORD, type TestApp } from '../../../testing/test-app.ts';

// Issue 6 item 6; decisions 004, 233 and 262: failed sign-ins count per account (the user the typed
// login names), so 10 is 10 whether the username or the email is typed; logins that name nobody
// count by their normalised text. Still counted before the password check (race-safe).
const LOGIN = '/api/v1/rest-auth/login/';

describe('POST /api/v1/rest-auth/login/ lockout per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A manager whose username differs from the email: sign-in accepts both. */
  const managerWithUsername = async (email: string, username: string) => {
    const made = await createManager(t.db, { email });
    await t.db.query('UPDATE users SET username = $2 WHERE id = $1', [made.id, username]);
    return made;
  };
  // Each test signs in from its own address, so the per-IP limit (50) never decides here.
  let tests = 0;
  let ip = '';
  beforeEach(() => {
    tests += 1;
    ip = `192.0.2.${tests}`;
  });
  const attempt = (username: string, password = 'wrong-password') =>
    t.app.inject({ method: 'POST', url: LOGIN, payload: { username, password }, remoteAddress: ip });

  it('locks the account after 10 failures split between its username and its email', async () => {
    await managerWithUsername('split@example.com', 'Night Owl');
    for (let i = 0; i < 5; i += 1) expect((await attempt('Night Owl')).statusCode).toBe(400);
    for (let i = 0; i < 5; i += 1) expect((await attempt(i % 2 ? 'SPLIT@example.com' : ' split@example.com ')).statusCode).toBe(400);
    for (const login of ['split@example.com', 'night owl']) {
      const blocked = await attempt(login, TEST_PASSWORD);
      expect(blocked.statusCode, login).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('lets no more than 10 of 30 parallel wrong attempts, under both names, reach the password check', async () => {
    await managerWithUsername('racer@example.com', 'racer');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(i % 2 ? 'racer' : 'racer@example.com')));
    const refused = answers.filter((res) => res.statusCode === 400).length;
    const throttled = answers.filter((res) => res.statusCode === 429).length;
    expect(refused).toBeLessThanOrEqual(10);
    expect(refused + throttled).toBe(30);
    for (let i = refused; i < 10; i += 1) expect((await attempt('racer')).statusCode).toBe(400);
    expect((await attempt('racer@example.com', TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('counts a login that names nobody by its normalised text', async () => {
    for (let i = 0; i < 10; i += 1) expect((await attempt(i % 2 ? 'Ghost@Example.com' : ' ghost@example.com')).statusCode).toBe(400);
    expect((await attempt('GHOST@example.com')).statusCode).toBe(429);
    // Another unknown login is its own count.
    expect((await attempt('phantom@example.com')).statusCode).toBe(400);
  });

  it('keeps the accounts of two users apart', async () => {
    await createManager(t.db, { email: 'victim@example.com' });
    await createManager(t.db, { email: 'neighbour@example.com' });
    for (let i = 0; i < 10; i += 1) await attempt('victim@example.com');
    expect((await attempt('victim@example.com', TEST_PASSWORD)).statusCode).toBe(429);
    expect((await attempt('neighbour@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('forgets the failures of the account, under both names, on a successful sign-in', async () => {
    const { id } = await managerWithUsername('healed@example.com', 'healed');
    for (let i = 0; i < 9; i += 1) await attempt(i % 2 ? 'healed' : 'healed@example.com');
    expect((await attempt('healed', TEST_PASSWORD)).statusCode).toBe(200);
    expect(await t.db.query('SELECT 1 FROM login_failures WHERE user_id = $1', [id])).toHaveLength(0);
    for (let i = 0; i < 10; i += 1) expect((await attempt('healed@example.com')).statusCode).toBe(400);
  });
});
