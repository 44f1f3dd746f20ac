import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildOAuth1Header } from './oauth1-header.ts';
import { buildDevProviders } from './server.ts';
import { demoTwitterCredentials } from './twitter.ts';
import { CLIENT_ID, FORM, form, hiddenInputs, redirectParams } from './test-support.ts';

const CALLBACK = 'http://localhost:4400/auth/twitter';

let app: FastifyInstance;
beforeEach(() => {
  app = buildDevProviders();
});
afterEach(() => app.close());

async function requestToken(consumerKey = CLIENT_ID) {
  const authorization = buildOAuth1Header({ oauth_callback: CALLBACK, oauth_consumer_key: consumerKey });
  return app.inject({ method: 'POST', url: '/twitter/oauth/request_token', headers: { authorization } });
}

async function authorizedAs(login: string) {
  const oauthToken = new URLSearchParams((await requestToken()).body).get('oauth_token') ?? '';
  const page = await app.inject({ url: `/twitter/oauth/authorize?oauth_token=${oauthToken}` });
  const chosen = await app.inject({
    method: 'POST',
    url: '/twitter/oauth/authorize',
    headers: FORM,
    payload: form({ ...hiddenInputs(page.body), login }),
  });
  return { oauthToken, page, chosen };
}

describe('Twitter OAuth 1.0a stand-in', () => {
  it('runs the whole dance: request token, consent, callback with verifier, access token, user', async () => {
    const requested = await requestToken();
    expect(requested.statusCode).toBe(200);
    const fields = new URLSearchParams(requested.body);
    expect(fields.get('oauth_callback_confirmed')).toBe('true');
    expect(fields.get('oauth_token_secret')).toBeTruthy();
    const oauthToken = fields.get('oauth_token') ?? '';

    const page = await app.inject({ url: `/twitter/oauth/authorize?oauth_token=${oauthToken}` });
    expect(page.body).toContain('Twitter (local stand-in) — Authorize Advocate');
    expect(page.body).toMatch(/>streamer_one_tw<\/button>/);

    const chosen = await app.inject({
      method: 'POST',
      url: '/twitter/oauth/authorize',
      headers: FORM,
      payload: form({ ...hiddenInputs(page.body), login: 'streamer_one_tw' }),
    });
    expect(chosen.statusCode).toBe(302);
    const { url, params } = redirectParams(chosen.headers.location);
    expect(url.origin + url.pathname).toBe(CALLBACK);
    expect(params.get('oauth_token')).toBe(oauthToken);
    const verifier = params.get('oauth_verifier') ?? '';

    const authorization = buildOAuth1Header({ oauth_consumer_key: CLIENT_ID, oauth_token: oauthToken, oauth_verifier: verifier });
    const access = await app.inject({ method: 'POST', url: '/twitter/oauth/access_token', headers: { authorization } });
    expect(access.statusCode).toBe(200);
    const granted = new URLSearchParams(access.body);
    expect([granted.get('user_id'), granted.get('screen_name')]).toEqual(['4001', 'streamer_one_tw']);
    expect(granted.get('oauth_token')).toMatch(/^4001-/);
    expect(granted.get('oauth_token_secret')).toBeTruthy();

    const signed = buildOAuth1Header({ oauth_consumer_key: CLIENT_ID, oauth_token: granted.get('oauth_token') ?? '' });
    const me = await app.inject({ url: '/twitter/1.1/account/verify_credentials.json', headers: { authorization: signed } });
    expect(me.json()).toMatchObject({ id_str: '4001', screen_name: 'streamer_one_tw', name: 'Streamer One' });

    const again = await app.inject({ method: 'POST', url: '/twitter/oauth/access_token', headers: { authorization } });
    expect(again.statusCode).toBe(401);
  });

  it('takes oauth_token and oauth_verifier from the query too', async () => {
    const { oauthToken, chosen } = await authorizedAs('speedrun_sam_tw');
    const verifier = redirectParams(chosen.headers.location).params.get('oauth_verifier') ?? '';
    const access = await app.inject({
      method: 'POST',
      url: `/twitter/oauth/access_token?oauth_token=${oauthToken}&oauth_verifier=${verifier}`,
    });
    expect(new URLSearchParams(access.body).get('user_id')).toBe('4002');
  });

  it('refuses a missing or malformed header and a wrong consumer key', async () => {
    const missing = await app.inject({ method: 'POST', url: '/twitter/oauth/request_token' });
    expect([missing.statusCode, missing.json().errors[0].code]).toEqual([400, 215]);
    const malformed = await app.inject({
      method: 'POST',
      url: '/twitter/oauth/request_token',
      headers: { authorization: 'OAuth oauth_consumer_key=advocate-local' },
    });
    expect(malformed.statusCode).toBe(400);
    const wrongKey = await requestToken('someone-else');
    expect([wrongKey.statusCode, wrongKey.json().errors[0].code]).toEqual([401, 32]);
    const noCallback = await app.inject({
      method: 'POST',
      url: '/twitter/oauth/request_token',
      headers: { authorization: buildOAuth1Header({ oauth_consumer_key: CLIENT_ID }) },
    });
    expect(noCallback.statusCode).toBe(403);
  });

  it('refuses a wrong verifier and an unknown request token', async () => {
    const { oauthToken } = await authorizedAs('streamer_one_tw');
    const wrong = await app.inject({ method: 'POST', url: `/twitter/oauth/access_token?oauth_token=${oauthToken}&oauth_verifier=nope` });
    expect(wrong.statusCode).toBe(401);
    const unknown = await app.inject({ method: 'POST', url: '/twitter/oauth/access_token?oauth_token=nope&oauth_verifier=nope' });
    expect(unknown.statusCode).toBe(401);
    const stalePage = await app.inject({ url: '/twitter/oauth/authorize?oauth_token=nope' });
    expect(stalePage.statusCode).toBe(400);
  });

  it('redirects with denied=<token> on cancel', async () => {
    const oauthToken = new URLSearchParams((await requestToken()).body).get('oauth_token') ?? '';
    const answer = await app.inject({
      method: 'POST',
      url: '/twitter/oauth/authorize',
      headers: FORM,
      payload: form({ oauth_token: oauthToken, cancel: '1' }),
    });
    expect(redirectParams(answer.headers.location).params.get('denied')).toBe(oauthToken);
  });

  it('answers 401 for an unknown access token', async () => {
    const signed = buildOAuth1Header({ oauth_consumer_key: CLIENT_ID, oauth_token: '4001-nope' });
    const me = await app.inject({ url: '/twitter/1.1/account/verify_credentials.json', headers: { authorization: signed } });
    expect([me.statusCode, me.json().errors[0].code]).toEqual([401, 89]);
  });

  describe('v2 tweets and retweets', () => {
    const signedAs = (accountId: string, consumerKey = CLIENT_ID) =>
      buildOAuth1Header({ oauth_consumer_key: consumerKey, oauth_token: demoTwitterCredentials(accountId).accessToken });
    const tweet = (text: unknown, authorization = signedAs('4001')) =>
      app.inject({ method: 'POST', url: '/twitter/2/tweets', headers: { authorization }, payload: { text } });

    it('posts a tweet with the demo credentials and keeps it', async () => {
      const sent = await tweet('Going live with Nova tonight http://localhost:3000/l/abc123 #ad');
      expect(sent.statusCode).toBe(201);
      const { id, text } = sent.json().data;
      expect(id).toMatch(/^\d{19}$/);
      expect(text).toBe('Going live with Nova tonight http://localhost:3000/l/abc123 #ad');
      const read = await app.inject({ url: `/twitter/2/tweets/${id}` });
      expect(read.json().data).toMatchObject({ id, text, author_id: '4001' });
    });

    it('refuses a duplicate, an empty or over-long text, and an unsigned or unknown caller', async () => {
      expect((await tweet('Same words')).statusCode).toBe(201);
      const duplicate = await tweet('Same words');
      expect([duplicate.statusCode, duplicate.json().detail]).toEqual([
        403,
        'You are not allowed to create a Tweet with duplicate content.',
      ]);
      expect((await tweet('Same words', signedAs('4002'))).statusCode).toBe(201);
      expect((await tweet('')).statusCode).toBe(400);
      expect((await tweet('x'.repeat(281))).statusCode).toBe(400);
      expect((await tweet(42)).statusCode).toBe(400);
      expect((await app.inject({ method: 'POST', url: '/twitter/2/tweets', payload: { text: 'hi' } })).statusCode).toBe(400);
      expect((await tweet('hi', signedAs('4001', 'someone-else'))).statusCode).toBe(401);
      const unknown = buildOAuth1Header({ oauth_consumer_key: CLIENT_ID, oauth_token: '4001-nope' });
      expect((await tweet('hi', unknown)).statusCode).toBe(401);
    });

    it('retweets as the signed-in account only', async () => {
      const retweet = (userId: string, tweetId: unknown) =>
        app.inject({
          method: 'POST',
          url: `/twitter/2/users/${userId}/retweets`,
          headers: { authorization: signedAs('4001') },
          payload: { tweet_id: tweetId },
        });
      const done = await retweet('4001', '1790000000000000012');
      expect([done.statusCode, done.json()]).toEqual([200, { data: { retweeted: true } }]);
      expect((await retweet('4001', '1790000000000000012')).json()).toEqual({ data: { retweeted: true } });
      expect((await retweet('4002', '1790000000000000012')).statusCode).toBe(403);
      expect((await retweet('4001', 'not-an-id')).statusCode).toBe(400);
      // A tweet that does not exist cannot be retweeted, as on Twitter.
      const missing = await retweet('4001', '1234567890');
      expect([missing.statusCode, missing.json().title]).toEqual([404, 'Not Found Error']);
    });
  });
});
