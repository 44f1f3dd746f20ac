import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../../config.ts';
import { hmacSha1Signature, signatureBaseString } from './oauth1.ts';
import { ProviderError } from './provider-http.ts';
import { twitterAccessToken, twitterAuthorizationUrl, twitterRequestToken } from './twitter-client.ts';

// A fake Twitter that checks the HMAC-SHA1 signature (the stand-in only checks the header's shape).
const TOKEN_SECRET = 'request-secret';
let server: Server;
let base: string;
let config: Config;
const headers: Array<Record<string, string>> = [];

function oauthParams(req: IncomingMessage): Record<string, string> {
  const header = req.headers.authorization ?? '';
  const pairs = [...header.replace(/^OAuth /, '').matchAll(/([^=,\s]+)="([^"]*)"/g)];
  return Object.fromEntries(pairs.map(([, k, v]) => [decodeURIComponent(k), decodeURIComponent(v)]));
}

function signatureValid(req: IncomingMessage, params: Record<string, string>, tokenSecret?: string): boolean {
  const url = `${base}${req.url}`;
  const baseString = signatureBaseString(req.method ?? '', url, Object.entries(params));
  return hmacSha1Signature(baseString, 'consumer-secret', tokenSecret) === params.oauth_signature;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const params = oauthParams(req);
      headers.push(params);
      if (params.oauth_consumer_key !== 'consumer-key') return res.writeHead(401).end();
      if (req.url === '/oauth/request_token' && signatureValid(req, params)) {
        return res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(`oauth_token=req-token&oauth_token_secret=${TOKEN_SECRET}&oauth_callback_confirmed=true`);
      }
      if (req.url === '/oauth/access_token' && params.oauth_token === 'req-token' && signatureValid(req, params, TOKEN_SECRET)) {
        return res.writeHead(200).end('oauth_token=4001-abc&oauth_token_secret=xyz&user_id=4001&screen_name=streamer_one_tw');
      }
      res.writeHead(401).end('Could not authenticate you.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  config = loadConfig({
    NODE_ENV: 'test',
    TWITTER_API_URL: base,
    TWITTER_CONSUMER_KEY: 'consumer-key',
    TWITTER_CONSUMER_SECRET: 'consumer-secret',
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('Twitter OAuth 1.0a client', () => {
  it('asks for a request token with a correctly signed header carrying the login app callback', async () => {
    const token = await twitterRequestToken(config);
    expect(token).toEqual({ oauthToken: 'req-token', oauthTokenSecret: TOKEN_SECRET });
    expect(headers.at(-1)).toMatchObject({
      oauth_callback: `${config.LOGIN_URL}/auth/twitter`,
      oauth_signature_method: 'HMAC-SHA1',
      oauth_version: '1.0',
    });
    expect(twitterAuthorizationUrl(config, 'req token')).toBe(`${base}/oauth/authorize?oauth_token=req%20token`);
  });

  it('exchanges the verifier with a header signed by the request token secret', async () => {
    const account = await twitterAccessToken(config, { oauthToken: 'req-token', oauthTokenSecret: TOKEN_SECRET }, 'the-verifier');
    expect(headers.at(-1)).toMatchObject({ oauth_token: 'req-token', oauth_verifier: 'the-verifier' });
    expect(account).toMatchObject({
      provider: 'twitter',
      providerUserId: '4001',
      login: 'streamer_one_tw',
      accessToken: '4001-abc',
      tokenSecret: 'xyz',
    });
  });

  it('fails with ProviderError when the signature does not match', async () => {
    await expect(twitterAccessToken(config, { oauthToken: 'req-token', oauthTokenSecret: 'wrong' }, 'v')).rejects.toBeInstanceOf(
      ProviderError,
    );
  });
});
