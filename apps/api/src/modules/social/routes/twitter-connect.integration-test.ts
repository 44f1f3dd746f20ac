import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../testing/test-app.ts';
import {
  appWithProvidersDown,
  chooseAccount,
  createBroadcaster,
  startOAuthWorld,
  writeCounts,
  type OAuthWorld,
} from './oauth-test-support.ts';

// spec 00 §2 (/auth/twitter), §7 GET twitter/request-token/, POST twitter/connect/; spec 02 §4 connecting social accounts.
const STATE_FAILED = { non_field_errors: ['The sign-in request could not be verified. Please try again.'] };
const CONNECT_FAILED = { non_field_errors: ['Could not connect this account. Please try again.'] };

describe('Twitter connect: GET twitter/request-token/ and POST twitter/connect/', () => {
  let w: OAuthWorld;
  let ann: { id: number; token: string };
  let bob: { id: number; token: string };
  beforeAll(async () => {
    w = await startOAuthWorld();
    ann = await createBroadcaster(w, 'ann');
    bob = await createBroadcaster(w, 'bob');
  });
  afterAll(() => w.close());

  const requestToken = async (token: string) => {
    const res = await send(w.t.app, 'GET', '/api/v1/twitter/request-token/', undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().authorization_url as string;
  };
  /** The browser's trip to Twitter and back: the callback query the login app's /auth/twitter reads. */
  const authorise = async (token: string, login: string) => {
    const back = await chooseAccount(await requestToken(token), login);
    return { back, oauth_token: back.searchParams.get('oauth_token') ?? '', oauth_verifier: back.searchParams.get('oauth_verifier') ?? '' };
  };
  const connect = (body: unknown, token?: string) => send(w.t.app, 'POST', '/api/v1/twitter/connect/', body, token);

  it('connects a Twitter account end to end and shows it on the user', async () => {
    const url = await requestToken(ann.token);
    const twitterApi = w.t.app.ctx.config.TWITTER_API_URL;
    expect(url).toMatch(new RegExp(`^${twitterApi}/oauth/authorize\\?oauth_token=[a-z0-9]+$`));
    const stored = await w.t.db.query<{ user_id: number }>('SELECT user_id FROM twitter_request_tokens');
    expect(stored).toEqual([{ user_id: ann.id }]);

    const { back, ...query } = await authorise(ann.token, 'streamer_one_tw');
    expect(`${back.origin}${back.pathname}`).toBe(`${w.t.app.ctx.config.LOGIN_URL}/auth/twitter`);
    const res = await connect(query, ann.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: ann.id, has_twitter_oauth: true, twitter: '@streamer_one_tw' });
    const [account] = await w.t.db.query<{ provider_user_id: string; access_token: string; token_secret: string }>(
      "SELECT provider_user_id, access_token, token_secret FROM social_accounts WHERE user_id = $1 AND provider = 'twitter'",
      [ann.id],
    );
    expect(account.provider_user_id).toBe('4001');
    expect(account.access_token).toMatch(/^4001-/);
    expect(account.token_secret).toBeTruthy();
    // The request token is used up.
    expect(await w.t.db.query('SELECT 1 FROM twitter_request_tokens WHERE oauth_token = $1', [query.oauth_token])).toHaveLength(0);
    expect((await connect(query, ann.token)).json()).toEqual(STATE_FAILED);
  });

  it("refuses another user's request token (the state check) and writes nothing", async () => {
    const { back: _back, ...query } = await authorise(ann.token, 'speedrun_sam_tw');
    const before = await writeCounts(w);
    const res = await connect(query, bob.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(STATE_FAILED);
    expect(await writeCounts(w)).toEqual(before);
    // Still good for the user who asked for it.
    expect((await connect(query, ann.token)).json()).toMatchObject({ id: ann.id, twitter: '@speedrun_sam_tw' });
    expect(await w.t.db.query("SELECT 1 FROM social_accounts WHERE user_id = $1 AND provider = 'twitter'", [ann.id])).toHaveLength(1);
  });

  it('refuses an account another user already connected', async () => {
    const { back: _back, ...query } = await authorise(bob.token, 'speedrun_sam_tw');
    const before = await writeCounts(w);
    const res = await connect(query, bob.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['This account is already connected to another user.'] });
    expect((await writeCounts(w)).social_accounts).toBe(before.social_accounts);
  });

  it('refuses unknown, stale and wrongly verified request tokens', async () => {
    expect((await connect({ oauth_token: 'made-up', oauth_verifier: 'x' }, bob.token)).json()).toEqual(STATE_FAILED);

    const { back: _b1, ...wrong } = await authorise(bob.token, 'bob_tw');
    const badVerifier = await connect({ ...wrong, oauth_verifier: 'not-the-verifier' }, bob.token);
    expect(badVerifier.statusCode).toBe(400);
    expect(badVerifier.json()).toEqual(CONNECT_FAILED);

    const { back: _b2, ...stale } = await authorise(bob.token, 'bob_tw');
    await w.t.db.query("UPDATE twitter_request_tokens SET created_at = now() - interval '20 minutes' WHERE oauth_token = $1", [
      stale.oauth_token,
    ]);
    expect((await connect(stale, bob.token)).json()).toEqual(STATE_FAILED);
    expect(await w.t.db.query("SELECT 1 FROM social_accounts WHERE user_id = $1 AND provider = 'twitter'", [bob.id])).toHaveLength(0);
  });

  it('keeps one pending request token per user', async () => {
    await requestToken(bob.token);
    await requestToken(bob.token);
    expect(await w.t.db.query('SELECT 1 FROM twitter_request_tokens WHERE user_id = $1', [bob.id])).toHaveLength(1);
  });

  it('asks for credentials', async () => {
    expect((await send(w.t.app, 'GET', '/api/v1/twitter/request-token/')).statusCode).toBe(401);
    expect((await connect({ oauth_token: 'a', oauth_verifier: 'b' })).statusCode).toBe(401);
  });

  it('answers 400, never 5xx, when Twitter is down', async () => {
    const down = await appWithProvidersDown(w);
    try {
      const { back: _back, ...query } = await authorise(bob.token, 'bob_tw');
      const before = await writeCounts(w);
      const asked = await send(down, 'GET', '/api/v1/twitter/request-token/', undefined, bob.token);
      expect(asked.statusCode).toBe(400);
      expect(asked.json()).toEqual(CONNECT_FAILED);
      const connected = await send(down, 'POST', '/api/v1/twitter/connect/', query, bob.token);
      expect(connected.statusCode).toBe(400);
      expect(connected.json()).toEqual(CONNECT_FAILED);
      expect(await writeCounts(w)).toEqual(before);
    } finally {
      await down.close();
    }
  });

  it('answers bad input with DRF-shaped 4xx and writes nothing', async () => {
    const before = await writeCounts(w);
    const cases = [
      { payload: '{"oauth_token": ', type: 'application/json', status: 400 },
      { payload: '', type: 'application/json', status: 400 },
      { payload: 'oauth_token=a', type: 'text/plain', status: 415 },
      { payload: JSON.stringify('text'), type: 'application/json', status: 400 },
    ];
    for (const c of cases) {
      const res = await w.t.app.inject({
        method: 'POST',
        url: '/api/v1/twitter/connect/',
        payload: c.payload,
        headers: { 'content-type': c.type, authorization: `Token ${bob.token}` },
      });
      expect(res.statusCode, c.payload).toBe(c.status);
      expect(typeof res.json()).toBe('object');
    }
    expect((await connect({}, bob.token)).json()).toEqual({ oauth_token: ['Required Field'], oauth_verifier: ['Required Field'] });
    expect((await connect({ oauth_token: '', oauth_verifier: ' ' }, bob.token)).json()).toEqual({
      oauth_token: ['Required Field'],
      oauth_verifier: ['Required Field'],
    });
    expect((await connect({ oauth_token: 1, oauth_verifier: null }, bob.token)).json()).toEqual({
      oauth_token: ['Incorrect type.'],
      oauth_verifier: ['Incorrect type.'],
    });
    expect(await writeCounts(w)).toEqual(before);
  });
});
