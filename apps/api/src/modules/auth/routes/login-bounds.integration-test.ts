import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// Issue #6 item 7: a 3,000-character username answered 500 (the throttle row's index could not
// hold it). Every request string is bounded by its schema (decision 240): 400, nothing written.
describe('over-long sign-in fields', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 400 on the field and records no attempt', async () => {
    const before = await t.db.query('SELECT * FROM login_failures');
    const res = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'u'.repeat(3_000), password: 'whatever-it-is' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: ['Must be no more than 254 characters'] });
    const password = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'a@example.com', password: 'p'.repeat(5_000) });
    expect(password.statusCode).toBe(400);
    expect(password.json()).toEqual({ password: ['Must be no more than 1024 characters'] });
    expect(await t.db.query('SELECT * FROM login_failures')).toEqual(before);
  });

  it('bounds the other public writes the same way', async () => {
    const long = 'x'.repeat(3_000);
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/api/v1/rest-auth/password/reset/', { email: `${long}@example.com` }, 'email'],
      ['/api/v1/rest-auth/password/reset/confirm/', { new_password1: 'a', new_password2: 'a', uid: long, token: 'x' }, 'uid'],
      ['/api/v1/rest-auth/registration/verify-email/', { key: long }, 'key'],
      ['/api/v1/users/twitch/', { code: 'c', campaignInviteKey: long }, 'campaignInviteKey'],
    ];
    for (const [url, body, field] of cases) {
      const res = await send(t.app, 'POST', url, body);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json()), url).toContain(field);
    }
  });
});
