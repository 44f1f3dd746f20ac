import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildDevProviders } from './server.ts';
import { CLIENT_ID, CLIENT_SECRET, FORM, form, hiddenInputs, query, redirectParams } from './test-support.ts';

const REDIRECT = 'http://localhost:4200/';
const SCOPES = 'user:read:email chat:read chat:edit channel:moderate moderation:read channel:manage:moderators';
const authorizeQuery = { response_type: 'code', client_id: CLIENT_ID, redirect_uri: REDIRECT, scope: SCOPES, state: 'st/at+e=1' };

let app: FastifyInstance;
beforeEach(() => {
  app = buildDevProviders();
});
afterEach(() => app.close());

async function codeFor(login: string): Promise<string> {
  const page = await app.inject({ url: `/twitch/oauth2/authorize?${query(authorizeQuery)}` });
  const answer = await app.inject({
    method: 'POST',
    url: '/twitch/oauth2/authorize',
    headers: FORM,
    payload: form({ ...hiddenInputs(page.body), login }),
  });
  return redirectParams(answer.headers.location).params.get('code') ?? '';
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
  return app.inject({ method: 'POST', url: '/twitch/oauth2/token', headers: FORM, payload: form(fields) });
}

describe('Twitch stand-in', () => {
  it('shows a consent page with the accounts, the client id and the scopes', async () => {
    const page = await app.inject({ url: `/twitch/oauth2/authorize?${query(authorizeQuery)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Twitch (local stand-in) — Authorize Advocate');
    expect(page.body).toContain('<code>advocate-local</code>');
    expect(page.body).toContain('channel:manage:moderators');
    for (const login of ['streamer_one', 'streamer_two', 'nightowl_gg', 'speedrun_sam']) {
      expect(page.body).toMatch(new RegExp(`<button class="account" type="submit" name="login" value="${login}"[^>]*>${login}</button>`));
    }
    expect(page.body).toContain('<label for="typed-login">Login</label>');
    expect(page.body).toContain('>Authorize</button>');
    expect(page.body).toContain('>Cancel</button>');
  });

  it('runs the whole dance: consent, redirect with code and state, token, Helix user', async () => {
    const page = await app.inject({ url: `/twitch/oauth2/authorize?${query(authorizeQuery)}` });
    const chosen = await app.inject({
      method: 'POST',
      url: '/twitch/oauth2/authorize',
      headers: FORM,
      payload: form({ ...hiddenInputs(page.body), login: 'streamer_one' }),
    });
    expect(chosen.statusCode).toBe(302);
    const { url, params } = redirectParams(chosen.headers.location);
    expect(url.origin + url.pathname).toBe(REDIRECT);
    expect(params.get('state')).toBe('st/at+e=1');
    expect(params.get('scope')).toBe(SCOPES);
    const code = params.get('code') ?? '';
    expect(code).toMatch(/^[a-z0-9]{30}$/);

    const token = await exchange(code);
    expect(token.statusCode).toBe(200);
    const body = token.json();
    expect(body).toMatchObject({ expires_in: 14400, token_type: 'bearer', scope: SCOPES.split(' ') });
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.refresh_token).toEqual(expect.any(String));

    const users = await app.inject({
      url: '/twitch/helix/users',
      headers: { authorization: `Bearer ${body.access_token}`, 'client-id': CLIENT_ID },
    });
    expect(users.statusCode).toBe(200);
    expect(users.json()).toEqual({
      data: [
        {
          id: '1001',
          login: 'streamer_one',
          display_name: 'Streamer_One',
          email: 'streamer_one@example.com',
          profile_image_url: 'http://localhost:80/avatars/twitch/streamer_one.svg',
          type: '',
          broadcaster_type: '',
          description: '',
          offline_image_url: '',
          view_count: 0,
          created_at: '2016-03-14T18:02:11Z',
        },
      ],
    });

    const validate = await app.inject({ url: '/twitch/oauth2/validate', headers: { authorization: `OAuth ${body.access_token}` } });
    expect(validate.json()).toMatchObject({ client_id: CLIENT_ID, login: 'streamer_one', user_id: '1001', scopes: SCOPES.split(' ') });
    expect(validate.json().expires_in).toBeGreaterThan(14_000);
  });

  it('accepts the token parameters in the query string too', async () => {
    const code = await codeFor('nightowl_gg');
    const fields = { client_id: CLIENT_ID, client_secret: CLIENT_SECRET, code, grant_type: 'authorization_code', redirect_uri: REDIRECT };
    const token = await app.inject({ method: 'POST', url: `/twitch/oauth2/token?${query(fields)}` });
    expect(token.statusCode).toBe(200);
  });

  it('makes up an account with a stable id for a typed login', async () => {
    const code = await codeFor('  New_Streamer ');
    const token = (await exchange(code)).json();
    const users = await app.inject({
      url: '/twitch/helix/users',
      headers: { authorization: `Bearer ${token.access_token}`, 'client-id': CLIENT_ID },
    });
    const [user] = users.json().data;
    expect(user).toMatchObject({ login: 'new_streamer', email: 'new_streamer@example.com' });
    expect(user.id).toMatch(/^\d{8}$/);

    const again = buildDevProviders();
    const page = await again.inject({ url: `/twitch/oauth2/authorize?${query(authorizeQuery)}` });
    const chosen = await again.inject({
      method: 'POST',
      url: '/twitch/oauth2/authorize',
      headers: FORM,
      payload: form({ ...hiddenInputs(page.body), login: 'new_streamer' }),
    });
    const code2 = redirectParams(chosen.headers.location).params.get('code') ?? '';
    const fields = {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      code: code2,
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT,
    };
    const token2 = (await again.inject({ method: 'POST', url: '/twitch/oauth2/token', headers: FORM, payload: form(fields) })).json();
    const users2 = await again.inject({
      url: '/twitch/helix/users',
      headers: { authorization: `Bearer ${token2.access_token}`, 'client-id': CLIENT_ID },
    });
    expect(users2.json().data[0].id).toBe(user.id);
    await again.close();
  });

  it('redirects with access_denied and the state when the person cancels', async () => {
    const page = await app.inject({ url: `/twitch/oauth2/authorize?${query(authorizeQuery)}` });
    const answer = await app.inject({
      method: 'POST',
      url: '/twitch/oauth2/authorize',
      headers: FORM,
      payload: form({ ...hiddenInputs(page.body), cancel: '1' }),
    });
    const { params } = redirectParams(answer.headers.location);
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('error_description')).toBeTruthy();
    expect(params.get('state')).toBe('st/at+e=1');
    expect(params.get('code')).toBeNull();
  });

  it('refuses an unknown client id and a bad redirect_uri with an error page, not a redirect', async () => {
    const unknown = await app.inject({ url: `/twitch/oauth2/authorize?${query({ ...authorizeQuery, client_id: 'someone-else' })}` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.headers.location).toBeUndefined();
    expect(unknown.body).toContain('invalid client');
    const badRedirect = await app.inject({
      url: `/twitch/oauth2/authorize?${query({ ...authorizeQuery, redirect_uri: 'javascript:alert(1)' })}`,
    });
    expect(badRedirect.statusCode).toBe(400);
  });

  it('re-shows the page with an error for an invalid typed login', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/twitch/oauth2/authorize',
      headers: FORM,
      payload: form({ ...authorizeQuery, login: 'no spaces!' }),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('role="alert"');
  });

  it('answers 400 Invalid authorization code for a reused code, a wrong secret and a mismatched redirect_uri', async () => {
    const invalid = { status: 400, message: 'Invalid authorization code' };
    const code = await codeFor('streamer_two');
    const wrongSecret = await exchange(code, { client_secret: 'nope' });
    expect([wrongSecret.statusCode, wrongSecret.json()]).toEqual([400, invalid]);
    const wrongRedirect = await exchange(code, { redirect_uri: 'http://localhost:4200/elsewhere' });
    expect([wrongRedirect.statusCode, wrongRedirect.json()]).toEqual([400, invalid]);
    expect((await exchange(code)).statusCode).toBe(200);
    const reused = await exchange(code);
    expect([reused.statusCode, reused.json()]).toEqual([400, invalid]);
    const unknown = await exchange('not-a-code');
    expect([unknown.statusCode, unknown.json()]).toEqual([400, invalid]);
  });

  it('expires codes after 10 minutes', async () => {
    let now = 1_000_000;
    const timed = buildDevProviders({ now: () => now });
    const page = await timed.inject({ url: `/twitch/oauth2/authorize?${query(authorizeQuery)}` });
    const chosen = await timed.inject({
      method: 'POST',
      url: '/twitch/oauth2/authorize',
      headers: FORM,
      payload: form({ ...hiddenInputs(page.body), login: 'streamer_one' }),
    });
    const code = redirectParams(chosen.headers.location).params.get('code') ?? '';
    now += 10 * 60 * 1000 + 1;
    const fields = { client_id: CLIENT_ID, client_secret: CLIENT_SECRET, code, grant_type: 'authorization_code', redirect_uri: REDIRECT };
    const late = await timed.inject({ method: 'POST', url: '/twitch/oauth2/token', headers: FORM, payload: form(fields) });
    expect(late.statusCode).toBe(400);
    await timed.close();
  });

  it('answers 401 on Helix for a bad bearer token, a missing Client-Id or another client', async () => {
    const bad = await app.inject({ url: '/twitch/helix/users', headers: { authorization: 'Bearer nope', 'client-id': CLIENT_ID } });
    expect([bad.statusCode, bad.json()]).toEqual([401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' }]);
    const token = (await exchange(await codeFor('streamer_one'))).json().access_token;
    const noClient = await app.inject({ url: '/twitch/helix/users', headers: { authorization: `Bearer ${token}` } });
    expect(noClient.statusCode).toBe(401);
    const otherClient = await app.inject({
      url: '/twitch/helix/users',
      headers: { authorization: `Bearer ${token}`, 'client-id': 'other' },
    });
    expect(otherClient.statusCode).toBe(401);
  });

  it('looks users up by login and id, and refreshes tokens once', async () => {
    const token = (await exchange(await codeFor('streamer_one'))).json();
    const headers = { authorization: `Bearer ${token.access_token}`, 'client-id': CLIENT_ID };
    const lookup = await app.inject({ url: '/twitch/helix/users?login=Streamer_Two&id=1004', headers });
    expect(lookup.json().data.map((u: { login: string }) => u.login)).toEqual(['speedrun_sam', 'streamer_two']);
    expect(lookup.json().data[0].email).toBeUndefined();

    const refresh = (refresh_token: string) =>
      app.inject({
        method: 'POST',
        url: '/twitch/oauth2/token',
        headers: FORM,
        payload: form({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, grant_type: 'refresh_token', refresh_token }),
      });
    const refreshed = await refresh(token.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().access_token).not.toBe(token.access_token);
    expect((await refresh(token.refresh_token)).statusCode).toBe(400);
  });

  it('leaves the email out without the user:read:email scope', async () => {
    const page = await app.inject({ url: `/twitch/oauth2/authorize?${query({ ...authorizeQuery, scope: 'chat:read' })}` });
    const chosen = await app.inject({
      method: 'POST',
      url: '/twitch/oauth2/authorize',
      headers: FORM,
      payload: form({ ...hiddenInputs(page.body), login: 'streamer_one' }),
    });
    const token = (await exchange(redirectParams(chosen.headers.location).params.get('code') ?? '')).json();
    const users = await app.inject({
      url: '/twitch/helix/users',
      headers: { authorization: `Bearer ${token.access_token}`, 'client-id': CLIENT_ID },
    });
    expect(users.json().data[0].email).toBeUndefined();
  });
});
