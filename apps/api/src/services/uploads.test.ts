import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectImageKind, localUploadStore, MAX_IMAGE_BYTES, storeImage } from './uploads.ts';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const gif87 = Buffer.from('GIF87a....');
const gif89 = Buffer.from('GIF89a....');

describe('detectImageKind', () => {
  it('reads png, jpeg and gif from their first bytes', () => {
    expect(detectImageKind(png)).toBe('png');
    expect(detectImageKind(jpeg)).toBe('jpeg');
    expect(detectImageKind(gif87)).toBe('gif');
    expect(detectImageKind(gif89)).toBe('gif');
  });

  it('refuses anything else, including empty and truncated files', () => {
    for (const bytes of [Buffer.alloc(0), png.subarray(0, 4), Buffer.from('<svg/>'), Buffer.from('GIF88a'), Buffer.from('%PDF-1.7')]) {
      expect(detectImageKind(bytes)).toBeUndefined();
    }
  });
});

describe('local upload store', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'advocate-uploads-'));
  const store = localUploadStore(dir, 'http://api.test/');

  it('stores a checked image under uploads/<folder> with the extension of its content', async () => {
    const stored = await storeImage(store, 'screenshots', jpeg);
    if (!stored.ok) throw new Error('refused');
    expect(stored.url).toMatch(/^http:\/\/api\.test\/uploads\/screenshots\/[0-9a-f]{32}\.jpg$/);
    const file = path.join(dir, 'uploads', stored.url.replace('http://api.test/uploads/', ''));
    expect(readFileSync(file)).toEqual(jpeg);
    await store.remove(stored.url);
    expect(existsSync(file)).toBe(false);
  });

  it('refuses other content and files over the limit without storing', async () => {
    expect(await storeImage(store, 'x', Buffer.from('hello'))).toEqual({ ok: false, reason: 'type' });
    expect(await storeImage(store, 'x', Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES)]))).toEqual({ ok: false, reason: 'size' });
    expect(existsSync(path.join(dir, 'uploads', 'x'))).toBe(false);
  });

  it('removes nothing outside its folder', async () => {
    const outside = path.join(dir, 'keep.png');
    writeFileSync(outside, png);
    await store.remove('http://api.test/uploads/../keep.png');
    await store.remove('http://api.test/uploads/screenshots/../../keep.png');
    expect(existsSync(outside)).toBe(true);
  });
});
