import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildOAuth1Header } from './oauth1-header.ts';
import { buildDevProviders } from './server.ts';
import { CLIENT_ID } from './test-support.ts';
import { demoTwitterCredentials } from './twitter.ts';

let app: FastifyInstance;
beforeEach(() => {
  app = buildDevProviders();
});
afterEach(() => app.close());

const bearer = { authorization: 'Bearer advocate-local-bearer' };

// Issue 8 audits; decision 552.
describe('Twitter tweet lookup stand-in', () => {
  it('finds kept tweets, lists missing ones as errors, forgets deleted ones', async () => {
    const made = await app.inject({ method: 'POST', url: '/twitter/_dev/tweets', payload: { text: 'hello', author_id: '4001' } });
    const id = made.json().data.id as string;
    let res = await app.inject({ url: `/twitter/2/tweets?ids=${id},123`, headers: bearer });
    expect(res.json()).toMatchObject({
      data: [{ id, text: 'hello', author_id: '4001', created_at: expect.any(String) }],
      errors: [{ value: '123', title: 'Not Found Error', resource_type: 'tweet' }],
    });
    expect((await app.inject({ method: 'DELETE', url: `/twitter/_dev/tweets/${id}` })).statusCode).toBe(204);
    res = await app.inject({ url: `/twitter/2/tweets?ids=${id}`, headers: bearer });
    expect(res.json().data).toBeUndefined();
    expect((await app.inject({ url: `/twitter/2/tweets/${id}` })).statusCode).toBe(404);
  });

  it('wants a bearer token and 1 to 100 ids', async () => {
    expect((await app.inject({ url: '/twitter/2/tweets?ids=1' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/twitter/2/tweets?ids=', headers: bearer })).statusCode).toBe(400);
    expect((await app.inject({ url: '/twitter/2/tweets?ids=abc', headers: bearer })).statusCode).toBe(400);
  });

  it("starts with the brands' tweets that suggested retweets name, and no others", async () => {
    const res = await app.inject({
      url: '/twitter/2/tweets?ids=179000000000000023,1790000000000000042,1790000000000000100',
      headers: bearer,
    });
    expect(res.json().data.map((t: { id: string; author_id: string }) => [t.id, t.author_id])).toEqual([
      ['179000000000000023', '4900'],
      ['1790000000000000042', '4900'],
    ]);
    expect(res.json().errors.map((e: { value: string }) => e.value)).toEqual(['1790000000000000100']);
  });

  it('lists who retweeted a tweet, newest first, a page at a time; a missing tweet is an error entry', async () => {
    const signedAs = (userId: string) =>
      buildOAuth1Header({ oauth_consumer_key: CLIENT_ID, oauth_token: demoTwitterCredentials(userId).accessToken });
    const retweet = (userId: string, tweetId: string) =>
      app.inject({
        method: 'POST',
        url: `/twitter/2/users/${userId}/retweets`,
        headers: { authorization: signedAs(userId) },
        payload: { tweet_id: tweetId },
      });
    expect((await retweet('4001', '1790000000000000042')).statusCode).toBe(200);
    expect((await retweet('4002', '1790000000000000042')).statusCode).toBe(200);
    let res = await app.inject({ url: '/twitter/2/tweets/1790000000000000042/retweeted_by?max_results=1', headers: bearer });
    expect(res.json()).toEqual({
      data: [{ id: '4002', name: 'Speedrun Sam', username: 'speedrun_sam_tw' }],
      meta: { result_count: 1, next_token: '1' },
    });
    res = await app.inject({ url: '/twitter/2/tweets/1790000000000000042/retweeted_by?max_results=1&pagination_token=1', headers: bearer });
    expect(res.json()).toEqual({ data: [{ id: '4001', name: 'Streamer One', username: 'streamer_one_tw' }], meta: { result_count: 1 } });
    res = await app.inject({ url: '/twitter/2/tweets/1790000000000000043/retweeted_by', headers: bearer });
    expect(res.json()).toEqual({ meta: { result_count: 0 } });
    res = await app.inject({ url: '/twitter/2/tweets/555/retweeted_by', headers: bearer });
    expect(res.json().errors[0]).toMatchObject({ value: '555', title: 'Not Found Error' });
    expect((await app.inject({ url: '/twitter/2/tweets/1790000000000000042/retweeted_by' })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/twitter/2/tweets/1790000000000000042/retweeted_by?max_results=101', headers: bearer })).statusCode,
    ).toBe(400);
  });
});
