import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Issue 6 item 3 (decision 270): the address the per-IP limits count is the connection's, unless the
// connection comes from a configured proxy; a client-chosen X-Forwarded-For changes nothing.
const HEALTH = '/api/v1/health/';
const RESET = '/api/v1/rest-auth/password/reset/';
const LOW_LIMITS = { RATE_LIMIT_ANONYMOUS_PER_MINUTE: '3', RESET_REQUESTS_PER_IP_PER_HOUR: '2' };
// Each test builds its own app on a freshly migrated database, inside the test's time.
const WITH_NEW_DATABASE = 120_000;

describe('TRUSTED_PROXIES and the per-IP limits', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const health = (remoteAddress: string, forwardedFor?: string) =>
    t!.app.inject({ method: 'GET', url: HEALTH, remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  const reset = (remoteAddress: string, forwardedFor: string, email: string) =>
    t!.app.inject({ method: 'POST', url: RESET, remoteAddress, headers: { 'x-forwarded-for': forwardedFor }, payload: { email } });

  it(
    'trusts no proxy by default: a new X-Forwarded-For on every request is still one address',
    async () => {
      t = await createTestApp(LOW_LIMITS);
      const statuses = [];
      for (let i = 1; i <= 4; i++) statuses.push((await health('192.0.2.10', `203.0.113.${i}`)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // The reset throttle (in the database) counts by the same address: the third reset is refused.
      const resets = [];
      for (let i = 1; i <= 3; i++) resets.push((await reset('192.0.2.20', `203.0.113.${i}`, `nobody${i}@example.com`)).statusCode);
      expect(resets).toEqual([200, 200, 429]);
      // Another connection address has its own count.
      expect((await health('192.0.2.11')).statusCode).toBe(200);
    },
    WITH_NEW_DATABASE,
  );

  it(
    'with TRUSTED_PROXIES=1, counts the last X-Forwarded-For hop (the address the proxy saw), not what the client wrote before it',
    async () => {
      t = await createTestApp({ ...LOW_LIMITS, TRUSTED_PROXIES: '1' });
      const statuses = [];
      // A client writes a different first hop each time; the proxy (10.0.0.1) appends the real one.
      for (let i = 1; i <= 4; i++) statuses.push((await health('10.0.0.1', `198.51.100.${i}, 203.0.113.7`)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Other clients behind the same proxy are counted apart.
      expect((await health('10.0.0.1', '203.0.113.8')).statusCode).toBe(200);
      const resets = [];
      for (let i = 1; i <= 3; i++)
        resets.push((await reset('10.0.0.1', `198.51.100.${i}, 203.0.113.9`, `nobody${i}@example.com`)).statusCode);
      expect(resets).toEqual([200, 200, 429]);
      expect((await reset('10.0.0.1', '203.0.113.10', 'nobody@example.com')).statusCode).toBe(200);
    },
    WITH_NEW_DATABASE,
  );

  it(
    'with a list of proxy ranges, trusts X-Forwarded-For from those only',
    async () => {
      t = await createTestApp({ ...LOW_LIMITS, TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::/32' });
      for (let i = 1; i <= 3; i++) expect((await health(`10.1.2.${i}`, '203.0.113.20')).statusCode).toBe(200);
      expect((await health('10.9.9.9', '203.0.113.20')).statusCode).toBe(429);
      // Not from a listed proxy: the header is ignored and the connection's address counts.
      for (let i = 1; i <= 3; i++) expect((await health('192.0.2.30', `203.0.113.${30 + i}`)).statusCode).toBe(200);
      expect((await health('192.0.2.30', '203.0.113.99')).statusCode).toBe(429);
    },
    WITH_NEW_DATABASE,
  );
});
