import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildDevProviders } from '@advocate/dev-providers';
import { loadConfig } from '../../config.ts';
import type { AppContext } from '../../context/app-context.ts';
import type { Db } from '../../db/db.ts';
import { isLiveSql, liveBroadcastersSql, liveWindowStart } from '../shared/repositories/live-state-sql.ts';
import { liveStatesOf } from './repositories/viewership-repository.ts';
import { createBroadcaster, insertCampaign, setCampaignStatus } from '../../testing/domain-fixtures.ts';
import { createTestDb } from '../../testing/test-db.ts';
import { HELIX_BATCH } from './twitch-live.ts';
import { pollViewership, viewershipCron } from './poll-viewership.ts';
import { SharedLimits } from '../../platform/limits/shared-limits.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

let db: Db;
let providers: FastifyInstance;
let providersUrl: string;
let ctx: AppContext;
let clock = new Date('2026-11-20T20:00:00Z');
const helixStreamCalls: string[] = [];
const ids: Record<string, number> = {};
let campaign: number;
let endedCampaign: number;

async function setTwitch(login: string, body: object) {
  const answer = await providers.inject({ method: 'POST', url: `/twitch/_dev/streams/${login}`, payload: body });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ stream_id: string }>();
}

async function setYouTube(login: string, body: object) {
  const answer = await providers.inject({ method: 'POST', url: `/google/_dev/live/${login}`, payload: body });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ broadcast_id: string }>();
}

/** A Google token pair for a stand-in account, as the sign-in would have stored it. */
async function googleTokens(login: string): Promise<{ access_token: string; refresh_token: string }> {
  const request = {
    response_type: 'code',
    client_id: 'advocate-local',
    redirect_uri: 'http://localhost:4200/auth/youtube',
    access_type: 'offline',
    prompt: 'consent',
    state: 's',
    scope: 'https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/youtube.readonly',
  };
  const chosen = await providers.inject({
    method: 'POST',
    url: '/google/o/oauth2/v2/auth',
    headers: FORM,
    payload: form({ ...request, login }),
  });
  const code = new URL(String(chosen.headers.location)).searchParams.get('code') ?? '';
  const token = await providers.inject({
    method: 'POST',
    url: '/google/token',
    headers: FORM,
    payload: form({
      client_id: 'advocate-local',
      client_secret: 'advocate-local-secret',
      code,
      grant_type: 'authorization_code',
      redirect_uri: request.redirect_uri,
    }),
  });
  expect(token.statusCode).toBe(200);
  return token.json();
}

async function linkAccount(
  userId: number,
  provider: string,
  providerUserId: string,
  login: string,
  tokens?: { access_token: string; refresh_token: string },
) {
  await db.query(
    `INSERT INTO social_accounts (user_id, provider, provider_user_id, login, access_token, refresh_token) VALUES ($1, $2, $3, $4, $5, $6)`,
    [userId, provider, providerUserId, login, tokens?.access_token ?? null, tokens?.refresh_token ?? null],
  );
}

/** Live by the rule (isLiveSql); the set form the lists read (liveBroadcastersSql) must always agree. */
async function isLive(broadcasterId: number): Promise<boolean> {
  const [row] = await db.query<{ live: boolean; in_set: boolean }>(
    `SELECT ${isLiveSql('$1::int', '$2')} AS live, $1::int IN ${liveBroadcastersSql('$2', '$3')} AS in_set`,
    [broadcasterId, clock.toISOString(), liveWindowStart(clock)],
  );
  expect(row.in_set).toBe(row.live);
  return row.live;
}

const rollup = async (broadcasterId: number, platform = 'twitch') =>
  (
    await db.query<Record<string, unknown>>(
      `SELECT viewable_minutes, minutes_broadcast, samples::int, viewer_sum::int, peak_viewers, broadcasts::int
     FROM rollup_daily_viewership WHERE broadcaster_id = $1 AND platform = $2 AND day = $3::date`,
      [broadcasterId, platform, clock.toISOString().slice(0, 10)],
    )
  )[0];

const poll = () => pollViewership(ctx);
const tick = () => (clock = new Date(clock.getTime() + 60_000));

beforeAll(async () => {
  db = await createTestDb();
  providers = buildDevProviders();
  providers.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/twitch/helix/streams')) helixStreamCalls.push(request.url);
  });
  await providers.listen({ host: '127.0.0.1', port: 0 });
  const address = providers.server.address();
  providersUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    TWITCH_TOKEN_URL: `${providersUrl}/twitch/oauth2/token`,
    TWITCH_API_URL: `${providersUrl}/twitch/helix`,
    GOOGLE_TOKEN_URL: `${providersUrl}/google/token`,
    YOUTUBE_API_URL: `${providersUrl}/google/youtube/v3`,
  });
  ctx = { config, db, mailer: { send: async () => {} }, now: () => clock, limits: SharedLimits.local() };

  campaign = await insertCampaign(db, {
    slug: 'vw-running',
    start: new Date('2026-11-01T00:00:00Z'),
    end: new Date('2026-12-31T00:00:00Z'),
  });
  endedCampaign = await insertCampaign(db, {
    slug: 'vw-ended',
    start: new Date('2026-10-01T00:00:00Z'),
    end: new Date('2026-11-10T00:00:00Z'),
  });
  for (const [name, provider, providerId, login] of [
    ['vw_one', 'twitch', '1001', 'streamer_one'],
    ['vw_two', 'twitch', '1002', 'streamer_two'],
    ['vw_invited', 'twitch', '1003', 'nightowl_gg'],
    ['vw_yt', 'youtube', 'UC2001', 'yt_creator'],
  ] as const) {
    ids[name] = (await createBroadcaster(db, name)).id;
    await linkAccount(ids[name], provider, providerId, login, provider === 'youtube' ? await googleTokens(login) : undefined);
  }
  await setCampaignStatus(db, campaign, ids.vw_one, 'Active');
  await setCampaignStatus(db, endedCampaign, ids.vw_one, 'Active');
  await setCampaignStatus(db, campaign, ids.vw_two, 'Active');
  await setCampaignStatus(db, campaign, ids.vw_invited, 'Invited');
  await setCampaignStatus(db, campaign, ids.vw_yt, 'Active');
});
afterAll(async () => {
  await providers.close();
  await db.close();
});

describe('viewership poll', () => {
  it('samples the live channels of broadcasters on a running campaign and rolls them up', async () => {
    await setTwitch('streamer_one', { live: true, viewers: 42, game: 'Fortnite' });
    await setTwitch('streamer_two', { live: false });
    await setTwitch('nightowl_gg', { live: true, viewers: 900, game: 'Minecraft' });
    const yt = await setYouTube('yt_creator', { live: true, viewers: 7 });

    const result = await poll();
    expect(result).toEqual({ polled: 3, live: 2, unknown: 0 });
    const samples = await db.query<{
      broadcaster_id: number;
      platform: string;
      viewers: number;
      game: string | null;
      interval_seconds: number;
      stream_id: string;
    }>(`SELECT broadcaster_id, platform, viewers, game, interval_seconds, stream_id FROM viewership_samples ORDER BY platform`);
    expect(samples).toEqual([
      {
        broadcaster_id: ids.vw_one,
        platform: 'twitch',
        viewers: 42,
        game: 'Fortnite',
        interval_seconds: 60,
        stream_id: expect.any(String),
      },
      { broadcaster_id: ids.vw_yt, platform: 'youtube', viewers: 7, game: null, interval_seconds: 60, stream_id: yt.broadcast_id },
    ]);
    expect(await rollup(ids.vw_one)).toEqual({
      viewable_minutes: 42,
      minutes_broadcast: 1,
      samples: 1,
      viewer_sum: 42,
      peak_viewers: 42,
      broadcasts: 1,
    });
    expect(await rollup(ids.vw_yt, 'youtube')).toMatchObject({ viewable_minutes: 7, broadcasts: 1 });
    const perCampaign = await db.query<{ campaign_id: number; broadcaster_id: number }>(
      `SELECT campaign_id, broadcaster_id FROM rollup_daily_campaign_viewership ORDER BY broadcaster_id`,
    );
    expect(perCampaign).toEqual([
      { campaign_id: campaign, broadcaster_id: ids.vw_one },
      { campaign_id: campaign, broadcaster_id: ids.vw_yt },
    ]);
    expect(
      await db.query(`SELECT game, minutes_streamed, viewable_minutes FROM rollup_daily_games WHERE broadcaster_id = $1`, [ids.vw_one]),
    ).toEqual([{ game: 'Fortnite', minutes_streamed: 1, viewable_minutes: 42 }]);
    expect([await isLive(ids.vw_one), await isLive(ids.vw_two), await isLive(ids.vw_yt), await isLive(ids.vw_invited)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it('keeps one broadcast while the stream goes on, follows going offline at once and counts a new stream', async () => {
    tick();
    await setTwitch('streamer_one', { live: true, viewers: 50 });
    await poll();
    expect(await rollup(ids.vw_one)).toEqual({
      viewable_minutes: 92,
      minutes_broadcast: 2,
      samples: 2,
      viewer_sum: 92,
      peak_viewers: 50,
      broadcasts: 1,
    });

    tick();
    await setTwitch('streamer_one', { live: false });
    await poll();
    expect(await isLive(ids.vw_one)).toBe(false);
    expect((await liveStatesOf(db, ids.vw_one))[0]).toMatchObject({ live: false, streamId: null });
    expect((await rollup(ids.vw_one))?.samples).toBe(2);

    tick();
    await setTwitch('streamer_one', { live: true, viewers: 10 });
    await poll();
    expect(await isLive(ids.vw_one)).toBe(true);
    expect(await rollup(ids.vw_one)).toMatchObject({ samples: 3, broadcasts: 2, peak_viewers: 50 });
  });

  it('refreshes a refused YouTube token, stores it, and follows the channel going offline', async () => {
    await db.query(`UPDATE social_accounts SET access_token = 'ya29.expired' WHERE user_id = $1`, [ids.vw_yt]);
    tick();
    const result = await poll();
    expect(result.unknown).toBe(0);
    const [account] = await db.query<{ access_token: string }>(`SELECT access_token FROM social_accounts WHERE user_id = $1`, [ids.vw_yt]);
    expect(account.access_token).not.toBe('ya29.expired');
    expect(await isLive(ids.vw_yt)).toBe(true);

    await setYouTube('yt_creator', { live: false });
    tick();
    await poll();
    expect(await isLive(ids.vw_yt)).toBe(false);
  });

  it('leaves a channel whose token cannot be refreshed unknown, without failing the poll', async () => {
    await db.query(`UPDATE social_accounts SET access_token = 'ya29.revoked', refresh_token = 'revoked' WHERE user_id = $1`, [ids.vw_yt]);
    tick();
    const result = await poll();
    expect(result.unknown).toBe(1);
  });

  it('asks Helix once per 100 channels', async () => {
    const many = HELIX_BATCH + 20;
    for (let i = 0; i < many; i += 1) {
      const b = await createBroadcaster(db, `vw_many_${i}`);
      await linkAccount(b.id, 'twitch', String(5_000_000 + i), `vw_many_${i}`);
      await setCampaignStatus(db, campaign, b.id, 'Active');
    }
    helixStreamCalls.length = 0;
    tick();
    await poll();
    expect(helixStreamCalls).toHaveLength(2);
    expect(new URL(helixStreamCalls[0], providersUrl).searchParams.getAll('user_id')).toHaveLength(HELIX_BATCH);
  });

  it('runs every VIEWERSHIP_POLL_SECONDS', () => {
    expect(viewershipCron(loadConfig({}))).toBe('* * * * *');
    expect(viewershipCron(loadConfig({ VIEWERSHIP_POLL_SECONDS: '5' }))).toBe('*/5 * * * * *');
    expect(viewershipCron(loadConfig({ VIEWERSHIP_POLL_SECONDS: '300' }))).toBe('*/5 * * * *');
  });
});
