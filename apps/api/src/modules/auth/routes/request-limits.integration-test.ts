import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager, createTestApp, type TestApp } from '../../../testing/test-app.ts';

// Issue 6 item 4 (decision 273): reset requests and sign-ups are limited per address and per IP,
// counted in the database; the answers are the same whether or not the address has an account.
const RESET = '/api/v1/rest-auth/password/reset/';
const REGISTER = '/api/v1/rest-auth/registration/';
const SENT = { detail: 'Password reset e-mail has been sent.' };
const PASSWORD = 'a-good-long-password';
const HOUR_MS = 60 * 60 * 1000;
const THROTTLED = /^Request was throttled\. Expected available in (\d+) seconds\.$/;

const signUp = (email: string) => ({ email, password1: PASSWORD, password2: PASSWORD, username: email });

describe('limits on reset requests and sign-ups', () => {
  let t: TestApp;
  let clock = new Date('2031-03-01T10:00:00Z');
  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
  const mailsTo = (address: string) => t.outbox.filter((mail) => mail.to === address).length;
  const post = (url: string, payload: unknown, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
  // Mails go out without being awaited: let them land before counting.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_URL: 'http://login.test' }, { now: () => clock });
    await createManager(t.db, { email: 'owner@example.com' });
    await createManager(t.db, { email: 'taken@example.com' });
  });
  afterAll(() => t.close());

  describe('POST rest-auth/password/reset/', () => {
    it('sends at most 3 mails an hour to one address, answering the same 200 whether or not it has an account', async () => {
      const answers = { owner: [] as string[], nobody: [] as string[] };
      for (let i = 0; i < 5; i++) {
        // Each from its own address: only the per-address limit is at work here.
        const owner = await post(RESET, { email: i % 2 ? 'OWNER@Example.com' : 'owner@example.com' }, `198.51.100.${i + 1}`);
        const nobody = await post(RESET, { email: 'nobody@example.com' }, `198.51.100.${i + 1}`);
        answers.owner.push(`${owner.statusCode} ${owner.body}`);
        answers.nobody.push(`${nobody.statusCode} ${nobody.body}`);
      }
      expect(answers.owner).toEqual(Array(5).fill(`200 ${JSON.stringify(SENT)}`));
      expect(answers.nobody).toEqual(answers.owner);
      await settle();
      expect(mailsTo('owner@example.com')).toBe(3);

      later(HOUR_MS + 1000);
      expect((await post(RESET, { email: 'owner@example.com' }, '198.51.100.9')).json()).toEqual(SENT);
      await settle();
      expect(mailsTo('owner@example.com')).toBe(4);
    });

    it('answers the 11th valid request in an hour from one IP with 429 and Retry-After, for any address; invalid bodies do not count', async () => {
      later(HOUR_MS + 1000);
      for (let i = 0; i < 5; i++) expect((await post(RESET, { email: 'not an address' }, '203.0.113.5')).statusCode).toBe(400);
      for (let i = 0; i < 10; i++) expect((await post(RESET, { email: `someone${i}@example.com` }, '203.0.113.5')).statusCode).toBe(200);
      const before = t.outbox.length;
      for (const email of ['owner@example.com', 'nobody-else@example.com']) {
        const res = await post(RESET, { email }, '203.0.113.5');
        expect(res.statusCode, email).toBe(429);
        const seconds = Number(THROTTLED.exec(res.json<{ detail: string }>().detail)?.[1]);
        expect(seconds).toBeGreaterThan(3500);
        expect(seconds).toBeLessThanOrEqual(3600);
        expect(res.headers['retry-after']).toBe(String(seconds));
      }
      await settle();
      expect(t.outbox.length).toBe(before);
      expect((await post(RESET, { email: 'owner@example.com' }, '203.0.113.6')).statusCode).toBe(200);
      later(HOUR_MS + 1000);
      expect((await post(RESET, { email: 'owner@example.com' }, '203.0.113.5')).statusCode).toBe(200);
    });

    it('lets no more than 3 mails through when requests for one address arrive all at once', async () => {
      later(HOUR_MS + 1000);
      const before = mailsTo('owner@example.com');
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => post(RESET, { email: 'owner@example.com' }, `192.0.2.${i + 1}`)),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array(12).fill(200));
      await settle();
      expect(mailsTo('owner@example.com') - before).toBeLessThanOrEqual(3);
      expect(mailsTo('owner@example.com') - before).toBeGreaterThanOrEqual(1);
    });
  });

  describe('POST rest-auth/registration/', () => {
    it('answers the 11th valid sign-up in an hour from one IP with 429, creating nobody and sending nothing', async () => {
      later(HOUR_MS + 1000);
      for (let i = 0; i < 10; i++) expect((await post(REGISTER, signUp(`signup${i}@example.com`), '203.0.113.20')).statusCode).toBe(201);
      const before = t.outbox.length;
      const res = await post(REGISTER, signUp('signup10@example.com'), '203.0.113.20');
      expect(res.statusCode).toBe(429);
      expect(res.json<{ detail: string }>().detail).toMatch(THROTTLED);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
      expect(await t.db.query(`SELECT id FROM users WHERE email = 'signup10@example.com'`)).toEqual([]);
      expect(t.outbox.length).toBe(before);
      expect((await post(REGISTER, signUp('signup10@example.com'), '203.0.113.21')).statusCode).toBe(201);
    });

    it('limits sign-ups for one address to 3 an hour, from any IP, at the same point whether or not it is taken', async () => {
      later(HOUR_MS + 1000);
      const statuses = { fresh: [] as number[], taken: [] as number[] };
      for (let i = 0; i < 5; i++) {
        statuses.fresh.push((await post(REGISTER, signUp('fresh@example.com'), `198.51.100.${50 + i}`)).statusCode);
        statuses.taken.push((await post(REGISTER, signUp('Taken@example.com'), `198.51.100.${60 + i}`)).statusCode);
      }
      expect(statuses.fresh).toEqual([201, 400, 400, 429, 429]);
      expect(statuses.taken).toEqual([400, 400, 400, 429, 429]);
      expect(mailsTo('fresh@example.com')).toBe(1);
    });

    it('creates no more than the IP limit when sign-ups from one IP arrive all at once', async () => {
      later(HOUR_MS + 1000);
      const answers = await Promise.all(
        Array.from({ length: 14 }, (_, i) => post(REGISTER, signUp(`burst${i}@example.com`), '203.0.113.30')),
      );
      const created = answers.filter((res) => res.statusCode === 201).length;
      expect(created).toBeLessThanOrEqual(10);
      expect(created).toBeGreaterThanOrEqual(1);
      expect(answers.every((res) => res.statusCode === 201 || res.statusCode === 429)).toBe(true);
      const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE email LIKE 'burst%'`);
      expect(row.n).toBe(created);
    });
  });
});
