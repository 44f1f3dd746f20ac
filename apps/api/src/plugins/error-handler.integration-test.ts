import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager, createTestApp, type TestApp } from '../testing/test-app.ts';

// Framework failures in the DRF shape (decision 235): `{detail}` with a fixed text, never Fastify's
// `{error, code, message, statusCode}` nor an error's own message.
describe('framework and other 4xx errors', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await createManager(t.db, { email: 'errors@example.com' })).token;
  });
  afterAll(() => t.close());

  it('answers a URL that does not decode with 400 {detail}', async () => {
    for (const url of ['/api/v1/invite-links/campaign/%E0%A4%A/', '/api/v1/%E0%A4%A/', '/uploads/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ detail: 'Malformed request.' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers an over-long path parameter with 414 {detail}', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/invite-links/team/${'x'.repeat(5000)}/` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ detail: 'Request URI is too long.' });
  });

  it("answers other 4xx errors with the status's fixed text, not the error's message", async () => {
    const boundary = 'three-files';
    const file = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n`;
    // The multipart plugin refuses a third file with its own 413 error ('reach files limit').
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/rest-auth/user/',
      payload: `${file('a')}${file('b')}${file('c')}--${boundary}--\r\n`,
      headers: { authorization: `Token ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Request body is too large.' });
  });
});
