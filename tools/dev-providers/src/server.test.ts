import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { accounts, deriveAccount } from './accounts.ts';
import { parseForm } from './params.ts';
import { buildDevProviders, startDevProviders } from './server.ts';
import { FORM, form, hiddenInputs, query, redirectParams } from './test-support.ts';

let app: FastifyInstance;
beforeEach(() => {
  app = buildDevProviders();
});
afterEach(() => app.close());

describe('dev-providers server', () => {
  it('answers /health and an index listing providers and accounts', async () => {
    expect((await app.inject({ url: '/health' })).json()).toEqual({ ok: true });
    const index = await app.inject({ url: '/' });
    expect(index.headers['content-type']).toContain('text/html');
    for (const text of [
      'Twitch',
      'Google / YouTube',
      'Discord',
      'Twitter',
      'streamer_one',
      'yt_creator',
      'UC2001',
      'discord_fan',
      'streamer_one_tw',
    ]) {
      expect(index.body).toContain(text);
    }
  });

  it('keeps the fixed account ids the demo seed relies on', () => {
    const ids = (p: keyof typeof accounts) => Object.fromEntries(accounts[p].map((a) => [a.login, a.id]));
    expect(ids('twitch')).toMatchObject({ streamer_one: '1001', streamer_two: '1002', nightowl_gg: '1003', speedrun_sam: '1004' });
    expect(ids('google')).toMatchObject({ yt_creator: '2001', lets_play_lena: '2002' });
    expect(ids('discord')).toMatchObject({ discord_fan: '3001' });
    expect(ids('twitter')).toMatchObject({ streamer_one_tw: '4001' });
    expect(accounts.twitch[0].email).toBe('streamer_one@example.com');
    expect(accounts.google[0].channel).toEqual({ id: 'UC2001', title: 'YT Creator', customUrl: '@yt_creator' });
    expect(deriveAccount('twitch', 'someone').id).toBe(deriveAccount('twitch', 'someone').id);
    expect(deriveAccount('twitch', 'someone').id).not.toBe(deriveAccount('discord', 'someone').id);
  });

  it('serves an SVG avatar for each account', async () => {
    const svg = await app.inject({ url: '/avatars/twitch/streamer_one.svg' });
    expect([svg.statusCode, svg.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    expect(svg.body).toContain('>ST</text>');
    expect((await app.inject({ url: '/avatars/myspace/x.svg' })).statusCode).toBe(404);
  });

  it('parses form bodies without letting a field reach the prototype', () => {
    const parsed = parseForm('a=1&b=x+y&a=2&__proto__=evil');
    expect(parsed).toEqual({ a: ['1', '2'], b: 'x y', ['__proto__']: 'evil' });
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });

  it('accepts configured client ids and secrets only', async () => {
    const custom = buildDevProviders({ clients: { twitch: { id: 'tw-id', secret: 'tw-secret' } } });
    const request = {
      response_type: 'code',
      client_id: 'tw-id',
      redirect_uri: 'http://localhost:4200/',
      scope: 'user:read:email',
      state: 's',
    };
    const page = await custom.inject({ url: `/twitch/oauth2/authorize?${query(request)}` });
    expect(page.body).toContain('<code>tw-id</code>');
    const chosen = await custom.inject({
      method: 'POST',
      url: '/twitch/oauth2/authorize',
      headers: FORM,
      payload: form({ ...hiddenInputs(page.body), login: 'streamer_one' }),
    });
    const code = redirectParams(chosen.headers.location).params.get('code') ?? '';
    const token = await custom.inject({
      method: 'POST',
      url: '/twitch/oauth2/token',
      headers: FORM,
      payload: form({
        client_id: 'tw-id',
        client_secret: 'tw-secret',
        code,
        grant_type: 'authorization_code',
        redirect_uri: request.redirect_uri,
      }),
    });
    expect(token.statusCode).toBe(200);
    const defaults = await custom.inject({ url: `/twitch/oauth2/authorize?${query({ ...request, client_id: 'advocate-local' })}` });
    expect(defaults.statusCode).toBe(400);
    await custom.close();
  });

  it('redirects with unsupported_response_type for anything but the code flow', async () => {
    const request = { response_type: 'token', client_id: 'advocate-local', redirect_uri: 'http://localhost:4200/', state: 's' };
    const answer = await app.inject({ url: `/discord/oauth2/authorize?${query(request)}` });
    expect(redirectParams(answer.headers.location).params.get('error')).toBe('unsupported_response_type');
  });

  it('listens on a port with startDevProviders', async () => {
    const running = await startDevProviders({ port: 0 });
    try {
      const health = await fetch(`${running.url}/health`);
      expect(await health.json()).toEqual({ ok: true });
    } finally {
      await running.close();
    }
  });
});
