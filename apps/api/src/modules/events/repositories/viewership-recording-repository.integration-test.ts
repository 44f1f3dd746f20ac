import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/db.ts';
import { createBroadcaster, insertCampaign, setCampaignStatus } from '../../../testing/domain-fixtures.ts';
import { rebuildRollups } from '../rollups/rebuild-rollups.ts';
import { createTestDb } from '../../../testing/test-db.ts';
import { dumpRollups } from './rollups-test-support.ts';
import { recordViewershipSamples } from './viewership-recording-repository.ts';
import type { ViewershipSample } from './viewership-recording-repository.ts';

let db: Db;
let one: number;
let two: number;
let early: number;
let late: number;

beforeAll(async () => {
  db = await createTestDb();
  one = (await createBroadcaster(db, 'vr_one')).id;
  two = (await createBroadcaster(db, 'vr_two')).id;
  // early ends mid-stream on 2026-03-02 at 21:30; late starts then.
  early = await insertCampaign(db, { slug: 'vr-early', start: new Date('2026-02-01T00:00:00Z'), end: new Date('2026-03-02T21:30:00Z') });
  late = await insertCampaign(db, { slug: 'vr-late', start: new Date('2026-03-02T21:30:00Z'), end: null });
  const other = await insertCampaign(db, { slug: 'vr-other', start: new Date('2026-02-01T00:00:00Z'), end: null });
  for (const c of [early, late]) await setCampaignStatus(db, c, one, 'Active');
  await setCampaignStatus(db, early, two, 'Campaign Ended');
  await setCampaignStatus(db, other, two, 'Invited');
});
afterAll(() => db.close());

function stream(
  broadcasterId: number,
  platform: 'twitch' | 'youtube',
  streamId: string,
  startIso: string,
  minutes: number,
  game: string | null,
  every = 5,
): ViewershipSample[] {
  const start = new Date(startIso).getTime();
  return Array.from({ length: Math.ceil(minutes / every) }, (_, i) => ({
    time: new Date(start + i * every * 60_000),
    broadcasterId,
    platform,
    streamId,
    viewers: 10 + ((i * 37) % 23),
    game: i % 4 === 3 ? 'Minecraft' : game,
    intervalSeconds: every * 60,
  }));
}

/** The rollups recomputed from the raw samples (the seed's former SQL). */
const RAW = {
  viewership: `SELECT (s.time AT TIME ZONE 'UTC')::date::text AS day, s.broadcaster_id, s.platform, round((sum(s.viewers::bigint * s.interval_seconds) / 60.0)::numeric, 6)::float8 AS vm,
      round((sum(s.interval_seconds) / 60.0)::numeric, 6)::float8 AS mb, count(*)::int AS samples, sum(s.viewers)::int AS vs, max(s.viewers)::int AS peak, count(DISTINCT s.stream_id)::int AS broadcasts
    FROM viewership_samples s GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  stored: `SELECT day::text, broadcaster_id, platform, round(viewable_minutes::numeric, 6)::float8 AS vm, round(minutes_broadcast::numeric, 6)::float8 AS mb, samples::int,
      viewer_sum::int AS vs, peak_viewers AS peak, broadcasts::int FROM rollup_daily_viewership ORDER BY 1, 2, 3`,
  campaign: `SELECT (s.time AT TIME ZONE 'UTC')::date::text AS day, c.id AS campaign_id, s.broadcaster_id, s.platform, round((sum(s.viewers::bigint * s.interval_seconds) / 60.0)::numeric, 6)::float8 AS vm,
      count(*)::int AS samples, max(s.viewers)::int AS peak, count(DISTINCT s.stream_id)::int AS broadcasts
    FROM viewership_samples s
    JOIN campaign_statuses cs ON cs.broadcaster_id = s.broadcaster_id AND cs.status IN ('Active', 'Campaign Ended')
    JOIN campaigns c ON c.id = cs.campaign_id AND s.time >= c.start_date AND (c.end_date IS NULL OR s.time < c.end_date)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
  campaignStored: `SELECT day::text, campaign_id, broadcaster_id, platform, round(viewable_minutes::numeric, 6)::float8 AS vm, samples::int, peak_viewers AS peak, broadcasts::int
    FROM rollup_daily_campaign_viewership ORDER BY 1, 2, 3, 4`,
  games: `SELECT (s.time AT TIME ZONE 'UTC')::date::text AS day, s.broadcaster_id, s.platform, coalesce(s.game, '') AS game,
      round((sum(s.interval_seconds) / 60.0)::numeric, 6)::float8 AS ms, round((sum(s.viewers::bigint * s.interval_seconds) / 60.0)::numeric, 6)::float8 AS vm
    FROM viewership_samples s GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
  totals: `SELECT (s.time AT TIME ZONE 'UTC')::date::text AS day, c.id AS campaign_id, s.platform, round((sum(s.viewers::bigint * s.interval_seconds) / 60.0)::numeric, 6)::float8 AS vm,
      round((sum(s.interval_seconds) / 60.0)::numeric, 6)::float8 AS mb, count(*)::int AS samples, sum(s.viewers)::int AS vs, max(s.viewers)::int AS peak,
      count(DISTINCT (s.broadcaster_id, s.stream_id))::int AS broadcasts
    FROM viewership_samples s
    JOIN campaign_statuses cs ON cs.broadcaster_id = s.broadcaster_id AND cs.status IN ('Active', 'Campaign Ended')
    JOIN campaigns c ON c.id = cs.campaign_id AND s.time >= c.start_date AND (c.end_date IS NULL OR s.time < c.end_date)
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  totalsStored: `SELECT day::text, campaign_id, platform, round(viewable_minutes::numeric, 6)::float8 AS vm, round(minutes_broadcast::numeric, 6)::float8 AS mb, samples::int,
      viewer_sum::int AS vs, peak_viewers AS peak, broadcasts::int FROM rollup_daily_campaign_viewership_totals ORDER BY 1, 2, 3`,
  campaignGames: `SELECT (s.time AT TIME ZONE 'UTC')::date::text AS day, c.id AS campaign_id, s.broadcaster_id, s.platform, coalesce(s.game, '') AS game,
      round((sum(s.interval_seconds) / 60.0)::numeric, 6)::float8 AS ms, round((sum(s.viewers::bigint * s.interval_seconds) / 60.0)::numeric, 6)::float8 AS vm,
      count(*)::int AS samples, sum(s.viewers)::int AS vs
    FROM viewership_samples s
    JOIN campaign_statuses cs ON cs.broadcaster_id = s.broadcaster_id AND cs.status IN ('Active', 'Campaign Ended')
    JOIN campaigns c ON c.id = cs.campaign_id AND s.time >= c.start_date AND (c.end_date IS NULL OR s.time < c.end_date)
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`,
  campaignGamesStored: `SELECT day::text, campaign_id, broadcaster_id, platform, game, round(minutes_streamed::numeric, 6)::float8 AS ms,
      round(viewable_minutes::numeric, 6)::float8 AS vm, samples::int, viewer_sum::int AS vs FROM rollup_daily_campaign_games ORDER BY 1, 2, 3, 4, 5`,
  gamesStored: `SELECT day::text, broadcaster_id, platform, game, round(minutes_streamed::numeric, 6)::float8 AS ms, round(viewable_minutes::numeric, 6)::float8 AS vm
    FROM rollup_daily_games ORDER BY 1, 2, 3, 4`,
};

describe('recordViewershipSamples', () => {
  it('keeps the rollups equal to the raw samples, however the samples are batched, across midnight and campaign ends', async () => {
    const samples = [
      // Crosses UTC midnight and the end of `early` / start of `late`.
      ...stream(one, 'twitch', 's-1', '2026-03-02T21:00:00Z', 240, 'Fortnite'),
      ...stream(one, 'twitch', 's-2', '2026-03-03T12:00:00Z', 30, 'Fortnite'),
      ...stream(one, 'youtube', 'yt-1', '2026-03-02T22:00:00Z', 20, null, 1),
      ...stream(two, 'twitch', 't-1', '2026-03-01T18:00:00Z', 60, 'Just Chatting'),
    ].sort((a, b) => a.time.getTime() - b.time.getTime());
    // Batches of varying size, as polls (one tick at a time) and the seed (everything at once) write them.
    let i = 0;
    for (const size of [1, 3, 1, 7, 2, 50, 1, 11]) {
      await recordViewershipSamples(db, samples.slice(i, i + size));
      i += size;
    }
    await recordViewershipSamples(db, samples.slice(i));
    expect(await db.query(RAW.stored)).toEqual(await db.query(RAW.viewership));
    expect(await db.query(RAW.campaignStored)).toEqual(await db.query(RAW.campaign));
    expect(await db.query(RAW.gamesStored)).toEqual(await db.query(RAW.games));
    expect(await db.query(RAW.totalsStored)).toEqual(await db.query(RAW.totals));
    expect(await db.query(RAW.campaignGamesStored)).toEqual(await db.query(RAW.campaignGames));
    // Spot checks: s-1 counts as a broadcast on both days; early and late each got part of it.
    const broadcasts = await db.query<{ day: string; broadcasts: number }>(
      `SELECT day::text, broadcasts::int FROM rollup_daily_viewership WHERE broadcaster_id = $1 AND platform = 'twitch' ORDER BY day`,
      [one],
    );
    expect(broadcasts).toEqual([
      { day: '2026-03-02', broadcasts: 1 },
      { day: '2026-03-03', broadcasts: 2 },
    ]);
    const perCampaign = await db.query<{ campaign_id: number; samples: number }>(
      `SELECT campaign_id, sum(samples)::int AS samples FROM rollup_daily_campaign_viewership WHERE broadcaster_id = $1 AND platform = 'twitch' GROUP BY 1 ORDER BY 1`,
      [one],
    );
    expect(perCampaign).toEqual([
      { campaign_id: early, samples: 6 },
      { campaign_id: late, samples: 42 + 6 },
    ]);
  });

  it('rebuilds to the very tables the samples were counted into', async () => {
    const before = await dumpRollups(db);
    expect(before.rollup_daily_campaign_viewership_totals.length).toBeGreaterThan(0);
    await db.query('DELETE FROM rollup_daily_campaign_games');
    await db.query('UPDATE rollup_daily_viewership SET samples = 0');
    await rebuildRollups(db);
    expect(await dumpRollups(db)).toEqual(before);
  });

  it('answers the sample ids in order and does nothing for an empty batch', async () => {
    expect(await recordViewershipSamples(db, [])).toEqual([]);
    const ids = await recordViewershipSamples(db, stream(two, 'twitch', 't-9', '2026-04-01T10:00:00Z', 10, null));
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBeGreaterThan(ids[0]);
  });
});
