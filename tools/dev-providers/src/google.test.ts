import { createPublicKey, createVerify } from 'node:crypto';
import type { JsonWebKey } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildDevProviders } from './server.ts';
import { CLIENT_ID, CLIENT_SECRET, FORM, form, hiddenInputs, query, redirectParams } from './test-support.ts';

const REDIRECT = 'http://localhost:4200/youtube';
const SCOPES =
  'https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile https://www.googleapis.com/auth/youtube.readonly';
const authorizeQuery = {
  response_type: 'code',
  client_id: CLIENT_ID,
  redirect_uri: REDIRECT,
  scope: SCOPES,
  access_type: 'offline',
  prompt: 'consent',
  state: 'yt-state',
};

let app: FastifyInstance;
beforeEach(() => {
  app = buildDevProviders();
});
afterEach(() => app.close());

async function codeFor(login: string, request: Record<string, string> = authorizeQuery) {
  const page = await app.inject({ url: `/google/o/oauth2/v2/auth?${query(request)}` });
  const answer = await app.inject({
    method: 'POST',
    url: '/google/o/oauth2/v2/auth',
    headers: FORM,
    payload: form({ ...hiddenInputs(page.body), login }),
  });
  return redirectParams(answer.headers.location);
}

function exchange(code: string, overrides: Record<string, string> = {}) {
  const fields = {
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    code,
    grant_type: 'authorization_code',
    redirect_uri: REDIRECT,
    ...overrides,
  };
  return app.inject({ method: 'POST', url: '/google/token', headers: FORM, payload: form(fields) });
}

describe('Google / YouTube stand-in', () => {
  it('runs the whole dance: consent, code, token with refresh and id_token, userinfo, channel', async () => {
    const page = await app.inject({ url: `/google/o/oauth2/v2/auth?${query(authorizeQuery)}` });
    expect(page.body).toContain('Google (local stand-in) — Authorize Advocate');
    expect(page.body).toContain('youtube.readonly');
    expect(page.body).toMatch(/>yt_creator<\/button>/);
    expect(page.body).toMatch(/>lets_play_lena<\/button>/);

    const { url, params } = await codeFor('yt_creator');
    expect(url.origin + url.pathname).toBe(REDIRECT);
    expect(params.get('state')).toBe('yt-state');
    expect(params.get('scope')?.split(' ')).toContain('openid');

    const token = await exchange(params.get('code') ?? '');
    expect(token.statusCode).toBe(200);
    const body = token.json();
    expect(body).toMatchObject({ expires_in: 3599, token_type: 'Bearer' });
    expect(body.access_token).toMatch(/^ya29\./);
    expect(body.refresh_token).toMatch(/^1\/\//);
    expect(body.scope.split(' ')).toEqual(expect.arrayContaining(SCOPES.split(' ')));

    const [header, payload, signature] = body.id_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub: '2001',
      email: 'yt_creator@example.com',
      email_verified: true,
    });
    const jwks = (await app.inject({ url: '/google/oauth2/v3/certs' })).json();
    const key = createPublicKey({ key: jwks.keys[0] as JsonWebKey, format: 'jwk' });
    expect(createVerify('RSA-SHA256').update(`${header}.${payload}`).verify(key, Buffer.from(signature, 'base64url'))).toBe(true);

    const auth = { authorization: `Bearer ${body.access_token}` };
    const me = await app.inject({ url: '/google/oauth2/v3/userinfo', headers: auth });
    expect(me.json()).toMatchObject({ sub: '2001', email: 'yt_creator@example.com', email_verified: true, name: 'YT Creator' });
    expect(me.json().picture).toMatch(/\/avatars\/google\/yt_creator\.svg$/);

    const channels = await app.inject({ url: '/google/youtube/v3/channels?part=snippet&mine=true', headers: auth });
    expect(channels.statusCode).toBe(200);
    const [channel] = channels.json().items;
    expect(channel).toMatchObject({ id: 'UC2001', snippet: { title: 'YT Creator', customUrl: '@yt_creator' } });
    expect(channel.snippet.thumbnails.default.url).toMatch(/\.svg$/);
  });

  it('takes client credentials by HTTP Basic and refreshes without rotating the refresh token', async () => {
    const { params } = await codeFor('lets_play_lena');
    const basic = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;
    const fields = { code: params.get('code') ?? '', grant_type: 'authorization_code', redirect_uri: REDIRECT };
    const token = await app.inject({
      method: 'POST',
      url: '/google/token',
      headers: { ...FORM, authorization: basic },
      payload: form(fields),
    });
    expect(token.statusCode).toBe(200);
    const refresh = () =>
      app.inject({
        method: 'POST',
        url: '/google/token',
        headers: FORM,
        payload: form({
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          grant_type: 'refresh_token',
          refresh_token: token.json().refresh_token,
        }),
      });
    const first = await refresh();
    expect(first.statusCode).toBe(200);
    expect(first.json().refresh_token).toBeUndefined();
    expect((await refresh()).statusCode).toBe(200);
  });

  it('gives no refresh token without offline access', async () => {
    const { params } = await codeFor('yt_creator', { ...authorizeQuery, access_type: 'online' });
    const body = (await exchange(params.get('code') ?? '')).json();
    expect(body.access_token).toBeDefined();
    expect(body.refresh_token).toBeUndefined();
  });

  it('answers like Google for a reused code, a wrong secret and a mismatched redirect_uri', async () => {
    const { params } = await codeFor('yt_creator');
    const code = params.get('code') ?? '';
    const wrongSecret = await exchange(code, { client_secret: 'nope' });
    expect([wrongSecret.statusCode, wrongSecret.json().error]).toEqual([401, 'invalid_client']);
    const wrongRedirect = await exchange(code, { redirect_uri: 'http://localhost:4200/' });
    expect([wrongRedirect.statusCode, wrongRedirect.json().error]).toEqual([400, 'redirect_uri_mismatch']);
    expect((await exchange(code)).statusCode).toBe(200);
    const reused = await exchange(code);
    expect([reused.statusCode, reused.json()]).toEqual([400, { error: 'invalid_grant', error_description: 'Bad Request' }]);
  });

  it('answers 401 for a bad bearer token and 403 for a token without a YouTube scope', async () => {
    const bad = await app.inject({ url: '/google/oauth2/v3/userinfo', headers: { authorization: 'Bearer ya29.nope' } });
    expect([bad.statusCode, bad.json().error]).toEqual([401, 'invalid_request']);
    const badChannels = await app.inject({
      url: '/google/youtube/v3/channels?part=snippet&mine=true',
      headers: { authorization: 'Bearer ya29.nope' },
    });
    expect([badChannels.statusCode, badChannels.json().error.code]).toEqual([401, 401]);

    const { params } = await codeFor('yt_creator', { ...authorizeQuery, scope: 'email profile' });
    const token = (await exchange(params.get('code') ?? '')).json();
    const noScope = await app.inject({
      url: '/google/youtube/v3/channels?part=snippet&mine=true',
      headers: { authorization: `Bearer ${token.access_token}` },
    });
    expect(noScope.statusCode).toBe(403);
    const viaQuery = await app.inject({ url: `/google/oauth2/v3/userinfo?access_token=${token.access_token}` });
    expect(viaQuery.json()).toMatchObject({ sub: '2001', email: 'yt_creator@example.com' });
  });

  it('redirects with error=access_denied and the state on cancel', async () => {
    const page = await app.inject({ url: `/google/o/oauth2/v2/auth?${query(authorizeQuery)}` });
    const answer = await app.inject({
      method: 'POST',
      url: '/google/o/oauth2/v2/auth',
      headers: FORM,
      payload: form({ ...hiddenInputs(page.body), cancel: '1' }),
    });
    const { params } = redirectParams(answer.headers.location);
    expect([params.get('error'), params.get('state')]).toEqual(['access_denied', 'yt-state']);
  });

  it('gives a typed login a made-up channel', async () => {
    const { params } = await codeFor('new_creator');
    const token = (await exchange(params.get('code') ?? '')).json();
    const channels = await app.inject({
      url: '/google/youtube/v3/channels?part=snippet&mine=true',
      headers: { authorization: `Bearer ${token.access_token}` },
    });
    const [channel] = channels.json().items;
    expect(channel.id).toMatch(/^UC\d{8}$/);
    expect(channel.snippet.title).toBe('new_creator');
  });
});
