import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApp } from './app-server.ts';
import { SECRET_MARKER, sendRaw, writeBuiltAppFixture } from './testing/index.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'advocate-app-server-'));
let server: FastifyInstance;
let base: string;
let port: number;

beforeAll(async () => {
  const root = writeBuiltAppFixture(dir);
  server = await serveApp({
    root,
    configScript: 'window.__ADVOCATE_CONFIG__ = {};\n',
    apiUrl: 'https://api.example.com/api/v1/',
    host: '127.0.0.1',
    port: 0,
  });
  const address = server.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const raw = (line: string) => sendRaw(port, Buffer.from(`${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`, 'latin1'));

describe('an app server', () => {
  it('serves index.html at / and for client-side routes, revalidated every time', async () => {
    for (const url of ['/', '/login/manager', '/invite/abc?label=x', `/login/reset/MQ/${'t'.repeat(300)}`]) {
      const response = await fetch(base + url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with their types, cached for good', async () => {
    const js = await fetch(`${base}/assets/app-abc123.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const css = await fetch(`${base}/assets/app-abc123.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('serves the runtime configuration as a script that is never cached', async () => {
    const response = await fetch(`${base}/config.js`);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('window.__ADVOCATE_CONFIG__ = {};\n');
  });

  it('answers 404, not the app, for a missing file', async () => {
    for (const url of ['/assets/missing-123.js', '/assets/', '/favicon.ico', '/robots.txt', '/assets/missing.css']) {
      const response = await fetch(base + url);
      expect(response.status, url).toBe(404);
      expect(await response.text()).toBe('Not Found');
    }
  });

  it('answers 404 to methods other than GET and HEAD', async () => {
    expect((await fetch(base, { method: 'POST', body: 'x' })).status).toBe(404);
    expect((await fetch(`${base}/login`, { method: 'DELETE' })).status).toBe(404);
  });

  it('answers 400 and nothing else to malformed percent-encoding (issue 6, item 1)', async () => {
    const answer = await raw('GET /%E0%A4%A HTTP/1.1');
    expect(answer.status).toBe(400);
    expect(answer.text.endsWith('\r\n\r\nBad Request')).toBe(true);
    expect((await fetch(base)).status).toBe(200);
  });

  it('answers 400 to NUL and to non-canonical paths, and never reads outside its root', async () => {
    for (const line of [
      'GET /%00 HTTP/1.1',
      'GET /../secret.txt HTTP/1.1',
      'GET /%2e%2e/secret.txt HTTP/1.1',
      'GET //secret.txt HTTP/1.1',
      'GET /assets/..%5csecret.txt HTTP/1.1',
    ]) {
      const answer = await raw(line);
      expect(answer.status, line).toBe(400);
      expect(answer.text).not.toContain(SECRET_MARKER);
    }
  });

  it('sends the security headers with every answer (issue 6, item 9)', async () => {
    const csp =
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https://api.example.com https://static-cdn.jtvnw.net https://yt3.ggpht.com https://yt3.googleusercontent.com https://lh3.googleusercontent.com; media-src 'self' https://api.example.com; " +
      "connect-src 'self' https://api.example.com; frame-src 'self' https://api.example.com https:; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
    for (const url of ['/', '/login', '/config.js', '/assets/app-abc123.js', '/assets/missing.js']) {
      const response = await fetch(base + url);
      expect(response.headers.get('content-security-policy'), url).toBe(csp);
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options'), url).toBe('DENY');
    }
    const bad = await raw('GET /%E0%A4%A HTTP/1.1');
    expect(bad.text).toContain(`content-security-policy: ${csp}`);
  });
});
