import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError, providerJson, providerText, requiredString, scopeList } from './provider-http.ts';

let server: Server;
let base: string;
const seen: Array<{ method?: string; type?: string; body: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, type: req.headers['content-type'], body });
      if (req.url === '/hang') return; // never answers
      if (req.url === '/json') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"access_token":"t","scope":"a b"}');
      if (req.url === '/array') return res.writeHead(200).end('[1]');
      if (req.url === '/html') return res.writeHead(200).end('<html>');
      if (req.url === '/redirect') return res.writeHead(302, { location: '/json' }).end();
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"invalid_grant"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('providerJson / providerText', () => {
  it('posts a form and answers the JSON object', async () => {
    const answer = await providerJson(`${base}/json`, { form: { code: 'a b&c', grant_type: 'authorization_code' } });
    expect(answer).toEqual({ access_token: 't', scope: 'a b' });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      type: 'application/x-www-form-urlencoded',
      body: 'code=a+b%26c&grant_type=authorization_code',
    });
  });

  it('posts a JSON body (Twitter API v2 writes)', async () => {
    const answer = await providerJson(`${base}/json`, { method: 'POST', json: { text: 'Hi {{link}}' } });
    expect(answer).toEqual({ access_token: 't', scope: 'a b' });
    expect(seen.at(-1)).toEqual({ method: 'POST', type: 'application/json', body: '{"text":"Hi {{link}}"}' });
  });

  it.each([
    ['/bad', 'a 4xx answer'],
    ['/html', 'a body that is not JSON'],
    ['/array', 'JSON that is not an object'],
    ['/redirect', 'a redirect'],
  ])('refuses %s (%s) with ProviderError', async (path) => {
    await expect(providerJson(`${base}${path}`)).rejects.toBeInstanceOf(ProviderError);
  });

  it('gives up after the time limit', async () => {
    const started = Date.now();
    await expect(providerText(`${base}/hang`, { timeoutMs: 200 })).rejects.toThrow(/timed out/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reports an unreachable provider', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(providerText(`http://127.0.0.1:${port}/token`)).rejects.toThrow(/unreachable/);
  });
});

describe('answer helpers', () => {
  it('reads required strings, numbers as ids, and refuses absent ones', () => {
    expect(requiredString({ id: 42 }, 'id')).toBe('42');
    expect(() => requiredString({ id: '' }, 'id')).toThrow(ProviderError);
    expect(() => requiredString(undefined, 'id')).toThrow(ProviderError);
  });

  it('reads scopes as arrays or space-separated strings', () => {
    expect(scopeList(['a', 'b', 3])).toEqual(['a', 'b']);
    expect(scopeList('identify  email')).toEqual(['identify', 'email']);
    expect(scopeList(undefined)).toEqual([]);
  });
});
