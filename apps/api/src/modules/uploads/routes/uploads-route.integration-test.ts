import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

// ARCHITECTURE §2 (uploads under data/uploads behind a small storage interface).
describe('GET /uploads/*', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    mkdirSync(path.join(t.dataDir, 'uploads', 'screenshots'), { recursive: true });
    writeFileSync(path.join(t.dataDir, 'uploads', 'screenshots', 'a.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(path.join(t.dataDir, 'secret.txt'), 'nope');
  });
  afterAll(() => t.close());

  it('serves a stored image with its type and no sniffing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/screenshots/a.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 outside the uploads folder or for other types', async () => {
    for (const url of [
      '/uploads/../secret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/screenshots/missing.png',
      '/uploads/screenshots/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
