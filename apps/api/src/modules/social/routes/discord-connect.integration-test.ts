import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../testing/test-app.ts';
import {
  appWithProvidersDown,
  createBroadcaster,
  discordCode,
  startOAuthWorld,
  writeCounts,
  type OAuthWorld,
} from './oauth-test-support.ts';

// spec 00 §2 (/auth/discord), §7 POST discord/connect/; spec 02 §4 connecting social accounts.
const CONNECT_FAILED = { non_field_errors: ['Could not connect this account. Please try again.'] };

describe('POST /api/v1/discord/connect/', () => {
  let w: OAuthWorld;
  let callback: string;
  let ann: { id: number; token: string };
  let bob: { id: number; token: string };
  beforeAll(async () => {
    w = await startOAuthWorld();
    callback = `${w.t.app.ctx.config.LOGIN_URL}/auth/discord`;
    ann = await createBroadcaster(w, 'ann');
    bob = await createBroadcaster(w, 'bob');
  });
  afterAll(() => w.close());

  const connect = (body: unknown, token?: string) => send(w.t.app, 'POST', '/api/v1/discord/connect/', body, token);

  it('links the Discord account of the code and answers the user', async () => {
    const res = await connect({ code: await discordCode(w, 'discord_fan', callback), callback_url: callback }, ann.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: ann.id, discord: 'discord_fan' });
    const [account] = await w.t.db.query<{ provider_user_id: string; email: string; scopes: string[] }>(
      "SELECT provider_user_id, email, scopes FROM social_accounts WHERE user_id = $1 AND provider = 'discord'",
      [ann.id],
    );
    expect(account).toEqual({
      provider_user_id: '3001',
      email: 'discord_fan@example.com',
      scopes: ['guilds', 'guilds.join', 'identify', 'email'],
    });
  });

  it('replaces the previous Discord account when another is connected', async () => {
    const res = await connect({ code: await discordCode(w, 'streamer_one_dc', callback), callback_url: callback }, ann.token);
    expect(res.json().discord).toBe('streamer_one_dc');
    const rows = await w.t.db.query<{ login: string }>("SELECT login FROM social_accounts WHERE user_id = $1 AND provider = 'discord'", [
      ann.id,
    ]);
    expect(rows).toEqual([{ login: 'streamer_one_dc' }]);
  });

  it('refuses an account another user already connected', async () => {
    const before = await writeCounts(w);
    const res = await connect({ code: await discordCode(w, 'streamer_one_dc', callback), callback_url: callback }, bob.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['This account is already connected to another user.'] });
    expect(await writeCounts(w)).toEqual(before);
  });

  it('accepts only callbacks on the login app', async () => {
    const before = await writeCounts(w);
    for (const callbackUrl of [
      'https://evil.example/auth/discord',
      'javascript:alert(1)',
      'not a url',
      'http://user:pw@localhost:4200/auth/discord',
    ]) {
      const res = await connect({ code: 'abc', callback_url: callbackUrl }, bob.token);
      expect(res.statusCode, callbackUrl).toBe(400);
      expect(res.json()).toEqual({ callback_url: ['Invalid callback URL.'] });
    }
    expect(await writeCounts(w)).toEqual(before);
  });

  it('refuses a bad code, or a code issued for another callback, with 400 and writes nothing', async () => {
    const before = await writeCounts(w);
    expect((await connect({ code: 'made-up', callback_url: callback }, bob.token)).json()).toEqual(CONNECT_FAILED);
    const elsewhere = await discordCode(w, 'bob_dc', `${callback}?from=profile`);
    const res = await connect({ code: elsewhere, callback_url: callback }, bob.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(CONNECT_FAILED);
    expect(await writeCounts(w)).toEqual(before);
  });

  it('answers 400, never 5xx, when Discord is down', async () => {
    const down = await appWithProvidersDown(w);
    try {
      const res = await send(down, 'POST', '/api/v1/discord/connect/', { code: 'abc', callback_url: callback }, bob.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(CONNECT_FAILED);
    } finally {
      await down.close();
    }
  });

  it('asks for credentials', async () => {
    expect((await connect({ code: 'abc', callback_url: callback })).statusCode).toBe(401);
  });

  it('answers bad input with DRF-shaped 4xx and writes nothing', async () => {
    const before = await writeCounts(w);
    const cases = [
      { payload: '{"code": ', type: 'application/json', status: 400 },
      { payload: '', type: 'application/json', status: 400 },
      { payload: 'code=a', type: 'text/plain', status: 415 },
      { payload: JSON.stringify([]), type: 'application/json', status: 400 },
    ];
    for (const c of cases) {
      const res = await w.t.app.inject({
        method: 'POST',
        url: '/api/v1/discord/connect/',
        payload: c.payload,
        headers: { 'content-type': c.type, authorization: `Token ${bob.token}` },
      });
      expect(res.statusCode, c.payload).toBe(c.status);
      expect(typeof res.json()).toBe('object');
    }
    expect((await connect({}, bob.token)).json()).toEqual({ code: ['Required Field'], callback_url: ['Required Field'] });
    expect((await connect({ code: ' ', callback_url: '' }, bob.token)).json()).toEqual({
      code: ['Required Field'],
      callback_url: ['Required Field'],
    });
    expect((await connect({ code: 3, callback_url: {} }, bob.token)).json()).toEqual({
      code: ['Incorrect type.'],
      callback_url: ['Incorrect type.'],
    });
    expect(await writeCounts(w)).toEqual(before);
  });
});
