import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unpackWidget, WidgetError, WIDGET_LIMITS } from './widget-unpack.ts';
import { buildZip, widgetZip } from './widget-zip-test-support.ts';
import { readZipEntries, readZipEntry, ZipError } from '../uploads/zip-reader.ts';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

describe('zip reader', () => {
  it('reads stored and deflated entries with their names and sizes', () => {
    const zip = buildZip([
      { name: 'a.txt', data: 'hello hello hello' },
      { name: 'dir/', method: 0 },
      { name: 'dir/b.txt', data: 'b', method: 0 },
    ]);
    const entries = readZipEntries(zip, 10);
    expect(entries.map((e) => [e.name, e.isDirectory, e.method, e.uncompressedSize])).toEqual([
      ['a.txt', false, 8, 17],
      ['dir/', true, 0, 0],
      ['dir/b.txt', false, 0, 1],
    ]);
    expect(text(readZipEntry(zip, entries[0]))).toBe('hello hello hello');
    expect(text(readZipEntry(zip, entries[2]))).toBe('b');
  });

  it('reads an archive made by the zip tool (data descriptors, extra fields)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zip-reader-'));
    mkdirSync(path.join(dir, 'w'));
    writeFileSync(path.join(dir, 'w', 'index.html'), '<p>hi</p>'.repeat(50));
    writeFileSync(path.join(dir, 'w', 'app.js'), 'x();');
    execFileSync('zip', ['-qr', 'w.zip', 'w'], { cwd: dir });
    const files = unpackWidget(readFileSync(path.join(dir, 'w.zip')));
    expect(files.map((f) => f.path).sort()).toEqual(['app.js', 'index.html']);
    expect(text(files.find((f) => f.path === 'index.html')!.bytes)).toBe('<p>hi</p>'.repeat(50));
  });

  it('refuses garbage, truncated archives, lying sizes and bad CRCs', () => {
    expect(() => readZipEntries(Buffer.from('PK\u0003\u0004 not a zip at all, no directory'), 10)).toThrow(ZipError);
    const zip = widgetZip();
    expect(() => readZipEntries(zip.subarray(0, zip.length - 5), 10)).toThrow(ZipError);
    const lying = buildZip([{ name: 'index.html', data: 'x'.repeat(1000), declaredSize: 10 }]);
    expect(() => readZipEntry(lying, readZipEntries(lying, 10)[0])).toThrow(ZipError);
    const corrupt = Buffer.from(buildZip([{ name: 'index.html', data: 'abcdef', method: 0 }]));
    corrupt[30 + 'index.html'.length] = 0x7a; // first data byte changed: CRC no longer matches
    expect(() => readZipEntry(corrupt, readZipEntries(corrupt, 10)[0])).toThrow(ZipError);
  });
});

describe('unpackWidget', () => {
  it('keeps the files of a widget with index.html at the root', () => {
    const files = unpackWidget(widgetZip());
    expect(files.map((f) => f.path)).toEqual(['index.html', 'app.js', 'app.css']);
  });

  it('strips a single top folder holding index.html and skips metadata and unserved types', () => {
    const zip = buildZip([
      { name: 'my-widget/' },
      { name: 'my-widget/index.html', data: '<p>w</p>' },
      { name: 'my-widget/js/app.js', data: 'x' },
      { name: 'my-widget/.DS_Store', data: 'x' },
      { name: '__MACOSX/my-widget/._index.html', data: 'x' },
      { name: 'my-widget/build.sh', data: 'rm -rf /' },
    ]);
    expect(unpackWidget(zip).map((f) => f.path)).toEqual(['index.html', 'js/app.js']);
  });

  it.each([
    [
      'a parent segment',
      [
        { name: '../index.html', data: 'x' },
        { name: 'index.html', data: 'x' },
      ],
    ],
    [
      'a nested parent segment',
      [
        { name: 'index.html', data: 'x' },
        { name: 'a/../../evil.js', data: 'x' },
      ],
    ],
    [
      'an absolute path',
      [
        { name: 'index.html', data: 'x' },
        { name: '/etc/evil.js', data: 'x' },
      ],
    ],
    [
      'a backslash',
      [
        { name: 'index.html', data: 'x' },
        { name: '..\\evil.js', data: 'x' },
      ],
    ],
    [
      'a drive letter',
      [
        { name: 'index.html', data: 'x' },
        { name: 'C:/evil.js', data: 'x' },
      ],
    ],
    [
      'a symbolic link',
      [
        { name: 'index.html', data: 'x' },
        { name: 'link.js', data: '/etc/passwd', symlink: true },
      ],
    ],
    [
      'a duplicate name',
      [
        { name: 'index.html', data: 'x' },
        { name: 'INDEX.html', data: 'y' },
      ],
    ],
    ['no index.html', [{ name: 'main.html', data: 'x' }]],
    [
      'index.html below two folders',
      [
        { name: 'a/index.html', data: 'x' },
        { name: 'b/app.js', data: 'x' },
      ],
    ],
  ])('refuses %s', (_label, entries) => {
    expect(() => unpackWidget(buildZip(entries))).toThrow(WidgetError);
  });

  it('refuses too many entries, too much unpacked data and bomb-like ratios before inflating', () => {
    const many = Array.from({ length: WIDGET_LIMITS.maxEntries + 1 }, (_, i) => ({ name: `f${i}.js`, data: 'x', method: 0 as const }));
    expect(() => unpackWidget(buildZip([{ name: 'index.html', data: 'x' }, ...many]))).toThrow(WidgetError);
    const big = Buffer.alloc(WIDGET_LIMITS.maxTotalBytes + 1, 0x61);
    expect(() =>
      unpackWidget(
        buildZip([
          { name: 'index.html', data: 'x' },
          { name: 'big.js', data: big, method: 0 },
        ]),
      ),
    ).toThrow(/over the limit/);
    const bomb = Buffer.alloc(2 * 1024 * 1024, 0);
    expect(() =>
      unpackWidget(
        buildZip([
          { name: 'index.html', data: 'x' },
          { name: 'bomb.js', data: bomb },
        ]),
      ),
    ).toThrow(/ratio/);
  });
});
