import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildDevProviders } from './server.ts';
import { CLIENT_ID, CLIENT_SECRET, FORM, form, hiddenInputs, query, redirectParams } from './test-support.ts';

const REDIRECT = 'http://localhost:4400/auth/discord';
const authorizeQuery = {
  response_type: 'code',
  client_id: CLIENT_ID,
  redirect_uri: REDIRECT,
  scope: 'guilds guilds.join identify email',
  state: 'dc-state',
};

let app: FastifyInstance;
beforeEach(() => {
  app = buildDevProviders();
});
afterEach(() => app.close());

async function codeFor(login: string) {
  const page = await app.inject({ url: `/discord/oauth2/authorize?${query(authorizeQuery)}` });
  const answer = await app.inject({
    method: 'POST',
    url: '/discord/oauth2/authorize',
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
  return app.inject({ method: 'POST', url: '/discord/api/oauth2/token', headers: FORM, payload: form(fields) });
}

describe('Discord stand-in', () => {
  it('runs the whole dance: consent, code, token, /users/@me', async () => {
    const page = await app.inject({ url: `/discord/oauth2/authorize?${query(authorizeQuery)}` });
    expect(page.body).toContain('Discord (local stand-in) — Authorize Advocate');
    expect(page.body).toMatch(/>discord_fan<\/button>/);

    const { url, params } = await codeFor('discord_fan');
    expect(url.origin + url.pathname).toBe(REDIRECT);
    expect(params.get('state')).toBe('dc-state');

    const token = await exchange(params.get('code') ?? '');
    expect(token.statusCode).toBe(200);
    const body = token.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 604800, scope: 'guilds guilds.join identify email' });

    for (const path of ['/discord/api/users/@me', '/discord/api/v10/users/@me']) {
      const me = await app.inject({ url: path, headers: { authorization: `Bearer ${body.access_token}` } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        id: '3001',
        username: 'discord_fan',
        global_name: 'Discord Fan',
        email: 'discord_fan@example.com',
        avatar: null,
      });
    }
    const guilds = await app.inject({ url: '/discord/api/users/@me/guilds', headers: { authorization: `Bearer ${body.access_token}` } });
    expect(guilds.json()).toEqual([]);
  });

  it('answers invalid_grant for a reused code or a mismatched redirect_uri, invalid_client for a wrong secret', async () => {
    const code = (await codeFor('discord_fan')).params.get('code') ?? '';
    const wrongSecret = await exchange(code, { client_secret: 'nope' });
    expect([wrongSecret.statusCode, wrongSecret.json()]).toEqual([401, { error: 'invalid_client' }]);
    const wrongRedirect = await exchange(code, { redirect_uri: 'http://localhost:4400/' });
    expect([wrongRedirect.statusCode, wrongRedirect.json()]).toEqual([
      400,
      { error: 'invalid_grant', error_description: 'Invalid "redirect_uri" in request.' },
    ]);
    expect((await exchange(code)).statusCode).toBe(200);
    const reused = await exchange(code);
    expect([reused.statusCode, reused.json()]).toEqual([400, { error: 'invalid_grant', error_description: 'Invalid "code" in request.' }]);
  });

  it('reads the token request from a form body only', async () => {
    const code = (await codeFor('discord_fan')).params.get('code') ?? '';
    const fields = { client_id: CLIENT_ID, client_secret: CLIENT_SECRET, code, grant_type: 'authorization_code', redirect_uri: REDIRECT };
    const json = await app.inject({ method: 'POST', url: '/discord/api/oauth2/token', payload: fields });
    expect([json.statusCode, json.json().error]).toEqual([400, 'unsupported_grant_type']);
  });

  it('answers 401 for a bad bearer token', async () => {
    const me = await app.inject({ url: '/discord/api/users/@me', headers: { authorization: 'Bearer nope' } });
    expect([me.statusCode, me.json()]).toEqual([401, { message: '401: Unauthorized', code: 0 }]);
  });

  it('redirects with access_denied and the state on cancel', async () => {
    const page = await app.inject({ url: `/discord/oauth2/authorize?${query(authorizeQuery)}` });
    const answer = await app.inject({
      method: 'POST',
      url: '/discord/oauth2/authorize',
      headers: FORM,
      payload: form({ ...hiddenInputs(page.body), cancel: '1' }),
    });
    const { params } = redirectParams(answer.headers.location);
    expect([params.get('error'), params.get('state')]).toEqual(['access_denied', 'dc-state']);
  });
});
