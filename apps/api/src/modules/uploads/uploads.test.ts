import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkMedia,
  detectImageKind,
  detectMediaKind,
  localUploadStore,
  MAX_BYTES_BY_KIND,
  MAX_IMAGE_BYTES,
  storeImage,
} from './uploads.ts';

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

describe('detectMediaKind and checkMedia (issue 7 component uploads)', () => {
  const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('....webm')]);
  const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom....')]);
  const zip = Buffer.from('PK\u0003\u0004rest');
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const dir = mkdtempSync(path.join(tmpdir(), 'advocate-media-'));
  const store = localUploadStore(dir, 'http://api.test');

  it('reads every kind from its content', () => {
    expect([png, jpeg, gif89, webm, mp4, zip].map((b) => detectMediaKind(b))).toEqual(['png', 'jpeg', 'gif', 'webm', 'mp4', 'zip']);
    for (const bytes of [
      svg,
      Buffer.from('<html>'),
      Buffer.alloc(0),
      Buffer.from([0, 0, 0, 0x18, 0x66, 0x74]),
      Buffer.from('PK\u0005\u0006'),
    ]) {
      expect(detectMediaKind(bytes)).toBeUndefined();
    }
  });

  it('checks emptiness, the kinds a field takes, then the size of that kind', () => {
    expect(checkMedia(Buffer.alloc(0), ['png'])).toEqual({ ok: false, reason: 'empty' });
    expect(checkMedia(svg, ['png', 'jpeg'])).toEqual({ ok: false, reason: 'type' });
    expect(checkMedia(webm, ['png', 'jpeg'])).toEqual({ ok: false, reason: 'type' });
    expect(checkMedia(webm, ['webm', 'mp4'])).toEqual({ ok: true, kind: 'webm' });
    expect(checkMedia(Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES)]), ['png'])).toEqual({ ok: false, reason: 'size' });
    expect(checkMedia(Buffer.concat([mp4, Buffer.alloc(MAX_IMAGE_BYTES)]), ['mp4'])).toEqual({ ok: true, kind: 'mp4' });
    expect(checkMedia(Buffer.concat([mp4, Buffer.alloc(MAX_BYTES_BY_KIND.mp4)]), ['mp4'])).toEqual({ ok: false, reason: 'size' });
  });

  it('stores a folder of files and removes it whole, nothing outside', async () => {
    const url = await store.putFolder('widgets', [
      { path: 'index.html', bytes: Buffer.from('<p>') },
      { path: 'js/a.js', bytes: Buffer.from('x') },
    ]);
    expect(url).toMatch(/^http:\/\/api\.test\/uploads\/widgets\/[0-9a-f]{32}\/$/);
    const folder = path.join(dir, 'uploads', url.replace('http://api.test/uploads/', ''));
    expect(readFileSync(path.join(folder, 'js', 'a.js'), 'utf8')).toBe('x');
    await expect(store.putFolder('widgets', [{ path: '../evil.js', bytes: Buffer.from('x') }])).rejects.toThrow();
    await store.removeFolder('http://api.test/uploads/widgets/');
    expect(existsSync(path.join(dir, 'uploads', 'widgets'))).toBe(true);
    await store.removeFolder(url);
    expect(existsSync(folder)).toBe(false);
  });
});
