import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createApiClient, type ApiClient, type User } from '@advocate/api-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../shared/repositories/users-repository.ts';
import { issueToken } from '../tokens.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 02 §2/§5 (screenshot upload: gif, jpeg, jpg, png), 00 §7 (a file makes the request multipart,
// objects as JSON strings). Requests go through the console's own request layer.
const USER = '/api/v1/rest-auth/user/';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 2)]);

/** The console's api-client, with fetch answered by the app in-process. */
function consoleClient(app: FastifyInstance, token: string): ApiClient {
  return createApiClient({
    baseUrl: 'http://api.test/api/v1/',
    getToken: () => token,
    locale: 'en',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const res = await app.inject({
        method: request.method as 'PUT',
        url: url.pathname + url.search,
        headers: Object.fromEntries(request.headers),
        payload: Buffer.from(await request.arrayBuffer()),
      });
      return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
    },
  });
}

const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

describe('PUT /api/v1/rest-auth/user/ (multipart with a screenshot)', () => {
  let t: TestApp;
  let token: string;
  let userId: number;
  let api: ApiClient;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_API_URL: 'http://api.test' });
    userId = await t.db.transaction((tx) =>
      insertUser(tx, { username: 'shooter', email: 'shooter@example.com', passwordHash: null, userType: 3 }),
    );
    token = await issueToken(t.db, userId, { origin: 'provider', stayLoggedIn: true });
    api = consoleClient(t.app, token);
  });
  afterAll(() => t.close());

  const current = () => api.get<User>('rest-auth/user/');
  const storedFile = (url: string) => path.join(t.dataDir, 'uploads', url.replace('http://api.test/uploads/', ''));

  it('stores a png sent with the whole profile, converting the text parts', async () => {
    const user = await current();
    const saved = await api.put<User>('rest-auth/user/', {
      ...user,
      email_receive_advocate_updates: false,
      phone_number: null,
      is_admin: true,
      profile: { ...user.profile, base_canvas_resolution: '1600x900' },
      stream_preview_screenshot: file(PNG, 'shot.png', 'image/png'),
    });
    expect(saved).toMatchObject({
      email_receive_advocate_updates: false,
      is_admin: false,
      phone_number: null,
      profile: { base_canvas_resolution: '1600x900' },
    });
    const url = saved.profile.stream_preview_screenshot ?? '';
    expect(url).toMatch(/^http:\/\/api\.test\/uploads\/screenshots\/[0-9a-f]{32}\.png$/);
    expect(readFileSync(storedFile(url))).toEqual(PNG);
  });

  it('names the stored file by its content, replaces the old file and keeps a stored address sent back as text', async () => {
    const before = (await current()).profile.stream_preview_screenshot ?? '';
    const saved = await api.put<User>('rest-auth/user/', {
      ...(await current()),
      stream_preview_screenshot: file(GIF, 'looks-like.png', 'image/png'),
    });
    const url = saved.profile.stream_preview_screenshot ?? '';
    expect(url).toMatch(/\.gif$/);
    expect(existsSync(storedFile(before))).toBe(false);
    const json = await api.put<User>('rest-auth/user/', {
      ...saved,
      profile: { ...saved.profile, stream_preview_screenshot: 'http://elsewhere/x.png' },
    });
    expect(json.profile.stream_preview_screenshot).toBe(url);
  });

  it('refuses a file that is not png, jpeg or gif by content, whatever its name, and changes nothing', async () => {
    const before = await current();
    const fake = file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'shot.png', 'image/png');
    const error = await api
      .put('rest-auth/user/', { ...before, username: 'renamed', stream_preview_screenshot: fake })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, body: { stream_preview_screenshot: ['Must be a valid graphic file type.'] } });
    expect(await current()).toEqual(before);
  });

  it('refuses a file over 5 MB', async () => {
    const before = await current();
    const big = file(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'big.png', 'image/png');
    const error = await api.put('rest-auth/user/', { ...before, stream_preview_screenshot: big }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, body: { stream_preview_screenshot: ['The file is too large. The maximum size is 5 MB.'] } });
    expect(await current()).toEqual(before);
  });

  it('clears the screenshot on null and removes the file', async () => {
    const user = await current();
    const url = user.profile.stream_preview_screenshot ?? '';
    expect(existsSync(storedFile(url))).toBe(true);
    const saved = await api.put<User>('rest-auth/user/', { ...user, profile: { ...user.profile, stream_preview_screenshot: null } });
    expect(saved.profile.stream_preview_screenshot).toBeNull();
    expect(existsSync(storedFile(url))).toBe(false);
  });

  it('answers bad multipart input with DRF-shaped 4xx', async () => {
    const before = await current();
    const form = (fields: Record<string, string>) => {
      const boundary = 'advocate-test-boundary';
      const body = Object.entries(fields)
        .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('');
      return {
        payload: `${body}--${boundary}--\r\n`,
        headers: { authorization: `Token ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    };
    const put = (fields: Record<string, string>) => t.app.inject({ method: 'PUT', url: USER, ...form(fields) });
    expect((await put({ email: 'shooter@example.com' })).json()).toEqual({ username: ['Required Field'] });
    expect((await put({ username: 'shooter', email: 'shooter@example.com', email_receive_advocate_updates: 'maybe' })).json()).toEqual({
      email_receive_advocate_updates: ['Incorrect type.'],
    });
    expect((await put({ username: 'shooter', email: 'shooter@example.com', profile: '{not json' })).json()).toEqual({
      profile: ['Incorrect type.'],
    });
    const broken = await t.app.inject({ method: 'PUT', url: USER, payload: '--x\r\nbroken', headers: form({}).headers });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: 'Multipart form parse error - the body is not valid multipart form data.' });
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: USER,
      ...form({ username: 'x', email: 'x@y.co' }),
      headers: { 'content-type': form({}).headers['content-type'] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await current()).toEqual(before);
    expect((await send(t.app, 'GET', USER, undefined, token)).statusCode).toBe(200);
  });
});
