import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildDevProviders } from './server.ts';
import { CLIENT_ID, CLIENT_SECRET, FORM, form, query } from './test-support.ts';

let app: FastifyInstance;
beforeEach(() => {
  app = buildDevProviders();
});
afterEach(() => app.close());

const REDIRECT = 'http://localhost:4200/auth/youtube';

async function tokenFor(login: string, scope = 'https://www.googleapis.com/auth/youtube.readonly'): Promise<string> {
  const request = { response_type: 'code', client_id: CLIENT_ID, redirect_uri: REDIRECT, scope, state: 's' };
  const chosen = await app.inject({ method: 'POST', url: '/google/o/oauth2/v2/auth', headers: FORM, payload: form({ ...request, login }) });
  const code = new URL(String(chosen.headers.location)).searchParams.get('code') ?? '';
  const token = await app.inject({
    method: 'POST',
    url: '/google/token',
    headers: FORM,
    payload: form({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, code, grant_type: 'authorization_code', redirect_uri: REDIRECT }),
  });
  return token.json<{ access_token: string }>().access_token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const setLive = (login: string, body: object) => app.inject({ method: 'POST', url: `/google/_dev/live/${login}`, payload: body });

describe('YouTube live stand-in', () => {
  it("answers the owner's active broadcast and its concurrent viewers while live, and its end after", async () => {
    const token = await tokenFor('yt_creator');
    const none = await app.inject({
      url: `/google/youtube/v3/liveBroadcasts?${query({ part: 'id,snippet,status', broadcastStatus: 'active', mine: 'true' })}`,
      headers: bearer(token),
    });
    expect(none.json().items).toEqual([]);

    const { broadcast_id: id } = (await setLive('yt_creator', { live: true, viewers: 12 })).json<{ broadcast_id: string }>();
    expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/);
    const live = await app.inject({
      url: `/google/youtube/v3/liveBroadcasts?${query({ part: 'id,snippet,status', broadcastStatus: 'active', mine: 'true' })}`,
      headers: bearer(token),
    });
    expect(live.json().items).toEqual([
      expect.objectContaining({
        id,
        snippet: expect.objectContaining({ channelId: 'UC2001' }),
        status: expect.objectContaining({ lifeCycleStatus: 'live' }),
      }),
    ]);
    const video = await app.inject({
      url: `/google/youtube/v3/videos?${query({ part: 'liveStreamingDetails', id })}`,
      headers: bearer(token),
    });
    expect(video.json().items[0].liveStreamingDetails).toMatchObject({ concurrentViewers: '12' });

    // Another channel's token does not see it.
    const other = await tokenFor('lets_play_lena');
    const theirs = await app.inject({
      url: `/google/youtube/v3/liveBroadcasts?${query({ part: 'id', broadcastStatus: 'active', mine: 'true' })}`,
      headers: bearer(other),
    });
    expect(theirs.json().items).toEqual([]);

    await setLive('yt_creator', { live: false });
    const ended = await app.inject({
      url: `/google/youtube/v3/videos?${query({ part: 'liveStreamingDetails', id })}`,
      headers: bearer(token),
    });
    expect(ended.json().items[0].liveStreamingDetails).toHaveProperty('actualEndTime');
    expect(ended.json().items[0].liveStreamingDetails).not.toHaveProperty('concurrentViewers');
  });

  it('refuses a missing token and a token without a YouTube scope', async () => {
    expect((await app.inject({ url: '/google/youtube/v3/liveBroadcasts?part=id&mine=true' })).statusCode).toBe(401);
    const token = await tokenFor('yt_creator', 'https://www.googleapis.com/auth/userinfo.email');
    expect((await app.inject({ url: '/google/youtube/v3/liveBroadcasts?part=id&mine=true', headers: bearer(token) })).statusCode).toBe(403);
  });
});
