import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from '@advocate/vite-config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApp } from './app-server.ts';
import { writeBuiltAppFixture } from './testing/index.ts';

// Issue 28 item 8 (decision 745): the built files go out precompressed, and hashed assets are cached for good.
const dir = mkdtempSync(path.join(tmpdir(), 'advocate-app-compression-'));
const script = `export const screens = [${Array.from({ length: 200 }, (_, i) => `"screen-${i}"`).join(',')}];\n`;
const shell = '<!doctype html><html><head><title>Fixture</title></head><body><div id="root"></div>' + ' '.repeat(600) + '</body></html>\n';
const prerendered =
  '<!doctype html><html><head><title>Fixture</title></head><body><div id="root"><h1>Login as a</h1></div>' +
  ' '.repeat(600) +
  '</body></html>\n';
let server: FastifyInstance;
let port: number;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with the given Accept-Encoding, the body as sent (node's fetch would decode it). */
function get(url: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** The body decoded as its Content-Encoding says. */
function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  expect(encoding).toBeUndefined();
  return answer.body.toString('utf8');
}

beforeAll(async () => {
  const root = writeBuiltAppFixture(dir);
  writeFileSync(path.join(root, 'index.html'), shell);
  writeFileSync(path.join(root, 'assets', 'screens-d41d8c.js'), script);
  mkdirSync(path.join(root, 'login'));
  writeFileSync(path.join(root, 'login', 'index.html'), prerendered);
  expect(precompressDir(root)).toBe(3);
  server = await serveApp({
    root,
    configScript: 'window.__ADVOCATE_CONFIG__ = {};\n',
    apiUrl: 'http://localhost:3000',
    host: '127.0.0.1',
    port: 0,
  });
  port = (server.server.address() as { port: number }).port;
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('an app server sends the precompressed copies', () => {
  it('brotli to a browser that accepts it, gzip to one that accepts only gzip, the file itself to others', async () => {
    const cases: Array<[string | undefined, string | undefined]> = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ];
    for (const [accept, encoding] of cases) {
      const answer = await get('/assets/screens-d41d8c.js', accept);
      expect(answer.status, accept).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      expect(answer.headers.vary, accept).toContain('accept-encoding');
      expect(answer.headers['content-type'], accept).toBe('text/javascript; charset=utf-8');
      expect(decoded(answer), accept).toBe(script);
      if (encoding) expect(answer.body.length, accept).toBeLessThan(script.length / 3);
    }
  });

  it('marks hashed assets immutable, compressed or not, and never index.html', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const asset = await get('/assets/screens-d41d8c.js', accept);
      expect(asset.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      const page = await get('/', accept);
      expect(page.headers['cache-control'], accept).toBe('no-cache');
      expect(page.headers['content-type'], accept).toBe('text/html; charset=utf-8');
      expect(decoded(page), accept).toBe(shell);
    }
  });

  it("answers a prerendered screen's page at its path, and the app shell at the other routes", async () => {
    for (const url of ['/login', '/login/']) {
      const answer = await get(url, 'br');
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(decoded(answer), url).toBe(prerendered);
    }
    const route = await get('/login/reset-password/MQ/abc', 'gzip');
    expect(route.status).toBe(200);
    expect(route.headers['content-encoding']).toBe('gzip');
    expect(decoded(route)).toBe(shell);
  });

  it('sends small files as they are, since the build gave them no copy', async () => {
    const css = await get('/assets/app-abc123.css', 'br');
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body.toString()).toBe('body{margin:0}\n');
  });
});
