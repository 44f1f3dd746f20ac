import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBroadcaster } from '../testing/domain-fixtures.ts';
import { createManager, createTestApp, type TestApp } from '../testing/test-app.ts';

// Issue 6 item 4 (decision 271): a general per-IP rate limit, in DRF's throttled shape, with a
// separate, higher budget for requests that carry credentials.
const ME = '/api/v1/rest-auth/user/';
const THROTTLED = /^Request was throttled\. Expected available in (\d+) seconds\.$/;

describe('general rate limit (@fastify/rate-limit)', () => {
  let t: TestApp;
  let managerToken: string;
  let broadcasterToken: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_ANONYMOUS_PER_MINUTE: '5', RATE_LIMIT_SIGNED_IN_PER_MINUTE: '8' });
    managerToken = (await createManager(t.db, { email: 'limited-manager@example.com' })).token;
    broadcasterToken = (await createBroadcaster(t.db, 'limited_caster')).token;
  });
  afterAll(() => t.close());

  const get = (url: string, remoteAddress: string, token?: string) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers: token ? { authorization: `Token ${token}` } : {} });

  it('answers the sixth anonymous request in a minute from one address with 429 in DRF shape, Retry-After and the security headers', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await get('/api/v1/health/', '192.0.2.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    // Any URL counts, a missing route too: probing does not get around the limit.
    const res = await get('/api/v1/no-such-route/', '192.0.2.1');
    expect(res.statusCode).toBe(429);
    const { detail } = res.json<{ detail: string }>();
    expect(Object.keys(res.json())).toEqual(['detail']);
    const seconds = Number(THROTTLED.exec(detail)?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(res.headers['retry-after']).toBe(String(seconds));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('counts each address apart', async () => {
    expect((await get('/api/v1/health/', '192.0.2.2')).statusCode).toBe(200);
    expect((await get('/api/v1/health/', '2001:db8:1::1')).statusCode).toBe(200);
  });

  it('gives requests with credentials their own, higher budget per address, for managers and broadcasters alike', async () => {
    for (let i = 0; i < 5; i++) await get('/api/v1/health/', '192.0.2.3');
    expect((await get('/api/v1/health/', '192.0.2.3')).statusCode).toBe(429);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await get(ME, '192.0.2.3', managerToken)).statusCode);
    for (let i = 0; i < 4; i++) statuses.push((await get(ME, '192.0.2.3', broadcasterToken)).statusCode);
    expect(statuses).toEqual(Array(8).fill(200));
    expect((await get(ME, '192.0.2.3', managerToken)).statusCode).toBe(429);
  });

  it('counts made-up keys before checking them: a flood of wrong tokens is limited too', async () => {
    const statuses = [];
    for (let i = 0; i < 9; i++) statuses.push((await get(ME, '192.0.2.4', 'f'.repeat(40))).statusCode);
    expect(statuses).toEqual([...Array(8).fill(401), 429]);
  });

  it('treats an IPv6 client as its /64, so rotating addresses inside it does not help', async () => {
    for (let i = 1; i <= 5; i++) expect((await get('/api/v1/health/', `2001:db8:2::${i}`)).statusCode).toBe(200);
    expect((await get('/api/v1/health/', '2001:db8:2::ff')).statusCode).toBe(429);
  });

  it('lists the 429 answer on every documented route', async () => {
    const document = JSON.parse(JSON.stringify(t.app.swagger())) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path));
    expect(operations.length).toBeGreaterThan(10);
    for (const operation of operations) expect(Object.keys(operation.responses)).toContain('429');
  });
});
