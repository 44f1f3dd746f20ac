import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildDevProviders } from './server.ts';
import { CLIENT_ID, CLIENT_SECRET, FORM, form } from './test-support.ts';

let app: FastifyInstance;
beforeEach(() => {
  app = buildDevProviders();
});
afterEach(() => app.close());

async function appToken(): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/twitch/oauth2/token',
    headers: FORM,
    payload: form({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, grant_type: 'client_credentials' }),
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ access_token: string }>().access_token;
}

const setStream = (login: string, body: object) => app.inject({ method: 'POST', url: `/twitch/_dev/streams/${login}`, payload: body });

describe('Twitch streams stand-in', () => {
  it('answers the live streams of the asked users, with an app token', async () => {
    const token = await appToken();
    await setStream('streamer_one', { live: true, viewers: 42, game: 'Fortnite' });
    await setStream('streamer_two', { live: false });
    const answer = await app.inject({
      url: '/twitch/helix/streams?user_id=1001&user_id=1002&user_id=1003',
      headers: { 'client-id': CLIENT_ID, authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json<{ data: Array<Record<string, unknown>> }>();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      user_id: '1001',
      user_login: 'streamer_one',
      game_name: 'Fortnite',
      game_id: '33214',
      viewer_count: 42,
      type: 'live',
    });
    expect(typeof data[0].id).toBe('string');
    expect(typeof data[0].started_at).toBe('string');
  });

  it('starts a new stream id each time an account goes live again and keeps it while live', async () => {
    const first = (await setStream('nightowl_gg', { live: true, viewers: 5 })).json<{ stream_id: string }>();
    const still = (await setStream('nightowl_gg', { live: true, viewers: 9 })).json<{ stream_id: string; viewers: number; game: string }>();
    expect(still.stream_id).toBe(first.stream_id);
    expect(still.viewers).toBe(9);
    const off = (await setStream('nightowl_gg', { live: false })).json<{ live: boolean; viewers: number; started_at: null }>();
    expect(off).toMatchObject({ live: false, viewers: 0, started_at: null });
    const again = (await setStream('nightowl_gg', { live: true })).json<{ stream_id: string }>();
    expect(again.stream_id).not.toBe(first.stream_id);
    const read = await app.inject({ url: '/twitch/_dev/streams/nightowl_gg' });
    expect(read.json()).toMatchObject({ login: 'nightowl_gg', user_id: '1003', live: true, stream_id: again.stream_id });
  });

  it('refuses a missing token, a bad body and more than 100 users', async () => {
    expect((await app.inject({ url: '/twitch/helix/streams?user_id=1001', headers: { 'client-id': CLIENT_ID } })).statusCode).toBe(401);
    expect((await setStream('streamer_one', { live: 'yes' })).statusCode).toBe(400);
    const token = await appToken();
    const many = Array.from({ length: 101 }, (_, i) => `user_id=${i}`).join('&');
    const answer = await app.inject({
      url: `/twitch/helix/streams?${many}`,
      headers: { 'client-id': CLIENT_ID, authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(400);
  });

  it('reads an account that never streamed as offline', async () => {
    expect((await app.inject({ url: '/twitch/_dev/streams/speedrun_sam' })).json()).toMatchObject({
      user_id: '1004',
      live: false,
      stream_id: null,
    });
  });
});
