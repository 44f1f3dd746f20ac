import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMultipart, multipartType, type Part } from '../../../testing/fuzz/multipart-encoding.ts';
import { snapshotTables } from '../../../testing/fuzz/table-snapshot.ts';
import { createManager, createTestApp, type TestApp } from '../../../testing/test-app.ts';

// Issue 6 item 11 (decision 274): a multipart profile update is bounded as a whole (one 5 MB
// screenshot plus the JSON body limit) and part by part; refused bodies change nothing.
const USER = '/api/v1/rest-auth/user/';
const BOUNDARY = 'limits-boundary';
const MB = 1024 * 1024;
const TOO_LARGE = { detail: 'Request body is too large.' };
const png = (bytes: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(bytes - 8, 1)]);

describe('PUT rest-auth/user/ multipart limits', () => {
  let t: TestApp;
  let token: string;
  const EMAIL = 'multipart-limits@example.com';
  const required: Part[] = [
    { name: 'username', value: EMAIL },
    { name: 'email', value: EMAIL },
  ];
  beforeAll(async () => {
    t = await createTestApp();
    token = (await createManager(t.db, { email: EMAIL })).token;
  });
  afterAll(() => t.close());

  const put = (payload: Buffer | Readable) =>
    t.app.inject({
      method: 'PUT',
      url: USER,
      payload,
      headers: { authorization: `Token ${token}`, 'content-type': multipartType(BOUNDARY) },
    });
  const storedUploads = () => {
    try {
      return readdirSync(path.join(t.dataDir, 'uploads', 'screenshots'));
    } catch {
      return [];
    }
  };

  /** Sends `payload` and checks the answer, and that no row and no stored file changed. */
  async function expectRefused(payload: Buffer | Readable, status: number, body: unknown): Promise<void> {
    const before = await snapshotTables(t.db);
    const files = storedUploads();
    const res = await put(payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);
    expect(await snapshotTables(t.db)).toEqual(before);
    expect(storedUploads()).toEqual(files);
  }

  it('refuses a 31 MB body (the size the issue sent) with 413 before reading it', async () => {
    const junk = Array.from({ length: 31 }, (_, i) => ({ name: `junk${i}`, value: 'j'.repeat(MB) }));
    await expectRefused(encodeMultipart(BOUNDARY, [...required, ...junk]), 413, TOO_LARGE);
  });

  it('refuses two 4 MB files (each under the file limit, together over the total), also when sent in chunks without a length', async () => {
    const parts = [
      ...required,
      { name: 'stream_preview_screenshot', filename: 'a.png', type: 'image/png', value: png(4 * MB) },
      { name: 'other', filename: 'b.png', type: 'image/png', value: png(4 * MB) },
    ];
    const body = encodeMultipart(BOUNDARY, parts);
    await expectRefused(body, 413, TOO_LARGE);
    const chunks = Array.from({ length: Math.ceil(body.length / 65_536) }, (_, i) => body.subarray(i * 65_536, (i + 1) * 65_536));
    await expectRefused(Readable.from(chunks), 413, TOO_LARGE);
  });

  it('refuses a screenshot over 5 MB with the field message of the file rules', async () => {
    const parts = [...required, { name: 'stream_preview_screenshot', filename: 'big.png', type: 'image/png', value: png(5 * MB + 1) }];
    await expectRefused(encodeMultipart(BOUNDARY, parts), 400, {
      stream_preview_screenshot: ['The file is too large. The maximum size is 5 MB.'],
    });
  });

  it('refuses too many parts, too many files and a text part over 64 KiB with 413', async () => {
    const many = Array.from({ length: 150 }, (_, i) => ({ name: `p${i}`, value: 'x' }));
    await expectRefused(encodeMultipart(BOUNDARY, [...required, ...many]), 413, TOO_LARGE);
    const files = Array.from({ length: 3 }, (_, i) => ({ name: `f${i}`, filename: `f${i}.png`, type: 'image/png', value: png(64) }));
    await expectRefused(encodeMultipart(BOUNDARY, [...required, ...files]), 413, TOO_LARGE);
    const profile = JSON.stringify({ application_full_name: 'n'.repeat(65 * 1024) });
    await expectRefused(encodeMultipart(BOUNDARY, [...required, { name: 'profile', value: profile }]), 413, TOO_LARGE);
  });

  it('still takes a 5 MB screenshot with the whole profile', async () => {
    const parts = [
      ...required,
      { name: 'twitter', value: '@limits' },
      { name: 'stream_preview_screenshot', filename: 'ok.png', type: 'image/png', value: png(5 * MB) },
    ];
    const res = await put(encodeMultipart(BOUNDARY, parts));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile.stream_preview_screenshot).toMatch(/\/uploads\/screenshots\/[0-9a-f]{32}\.png$/);
    expect(storedUploads()).toHaveLength(1);
  });
});
