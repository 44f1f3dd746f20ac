import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';
import { screenFile, withScreen } from './prerender.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'advocate-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir (decision 745)', () => {
  it('writes a brotli and a gzip copy of each text file, decoding to the same bytes, and skips the rest', () => {
    const js = 'export const a = "'.concat('abc'.repeat(400), '";\n');
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'a-123.js'), js);
    writeFileSync(path.join(dir, 'assets', 'tiny-123.js'), 'export {};\n');
    writeFileSync(path.join(dir, 'assets', 'logo-123.png'), Buffer.alloc(4096));
    expect(precompressDir(dir)).toBe(1);
    const file = path.join(dir, 'assets', 'a-123.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(existsSync(path.join(dir, 'assets', 'tiny-123.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'logo-123.png.gz'))).toBe(false);
    // A second run compresses the originals again, never the copies.
    expect(precompressDir(dir)).toBe(1);
    expect(existsSync(`${file}.br.br`)).toBe(false);
  });
});

describe('prerender output (decision 746)', () => {
  it('puts the markup in the empty #root of the built page', () => {
    const page = withScreen('<body><div id="root"></div><script type="module" src="/assets/i.js"></script></body>', '<p>$& $1</p>');
    expect(page).toBe('<body><div id="root"><p>$& $1</p></div><script type="module" src="/assets/i.js"></script></body>');
    expect(() => withScreen('<body></body>', '<p></p>')).toThrow(/no <div id="root">/);
  });

  it('writes each screen to its folder index.html, and refuses a path with parameters or dots', () => {
    expect(screenFile('/out', '/login/manager')).toBe('/out/login/manager/index.html');
    for (const bad of ['/', '/login/:key', '/../x', 'login', '/login/', '/a?b']) expect(() => screenFile('/out', bad), bad).toThrow();
  });
});
