import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  recordClicks,
  recordConversions,
  recordDisplays,
  recordVideoPlays,
  type ClickEvent,
} from '../../events/repositories/event-recording-repository.ts';
import { setLabelBroadcasters } from '../../labels/repositories/label-members-repository.ts';
import { recordViewershipSamples } from '../../events/repositories/viewership-recording-repository.ts';
import { broadcasterRows, periodRows } from '../report-rows.ts';
import { createBroadcaster, setCampaignStatus } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, sameRequestByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

const PATHS = [
  'clicks/',
  'conversions/',
  'viewership/',
  'rollup-twitch-viewership/',
  'fullscreen-video-plays/',
  'campaign-game-viewership/',
  'social/',
  'metrics/summary/',
];

const daysAgo = (n: number, hour = 12) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - n);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};
const dayKey = (n: number) => daysAgo(n).toISOString().slice(0, 10);

type Json = Record<string, unknown>;

// spec 01 §2 Campaign metrics page, §4 unique clicks, §7 metrics data (decisions 585–588).
describe('metrics reads', () => {
  let t: TestApp;
  let scene: RoleScene;
  let second: { id: number; token: string };
  let get: (path: string, query?: string) => Promise<{ status: number; body: Json }>;
  let banner = 0;

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'mtr');
    second = await createBroadcaster(t.db, 'mtr_second');
    await setCampaignStatus(t.db, scene.campaignA.id, second.id, 'Active');
    get = async (path, query = '') => {
      const res = await send(t.app, 'GET', `/api/v1/${path}?campaign=${scene.campaignA.slug}${query}`, undefined, scene.users.editor.token);
      return { status: res.statusCode, body: res.json() as Json };
    };
    const { id } = scene.campaignA;
    const b1 = scene.users.broadcaster.id;
    const comp = async (type: string, name: string) =>
      (
        await t.db.query<{ id: number }>(`INSERT INTO components (campaign_id, type, name) VALUES ($1, $2, $3) RETURNING id`, [
          id,
          type,
          name,
        ])
      )[0].id;
    banner = await comp('banner-graphics', 'Banner');
    const live = await comp('live-graphics', 'Main Logo');
    const video = await comp('fullscreen-video', 'Trailer');
    const click = (
      b: number,
      day: number,
      hour: number,
      componentId: number,
      type: string,
      ip: string,
      country: string | null,
      link = 'https://example.com/a',
    ): ClickEvent => ({
      time: daysAgo(day, hour),
      broadcasterId: b,
      campaignId: id,
      componentId,
      componentType: type,
      trackingLinkId: null,
      link,
      ipAddr: ip,
      country,
      userAgent: 'test',
      isBot: false,
    });
    // Through the product's recorders: raw events and every rollup in one statement each.
    await recordClicks(t.db, [
      click(b1, 3, 9, banner, 'banner-graphics', '10.0.0.1', 'US'),
      click(b1, 2, 10, banner, 'banner-graphics', '10.0.0.1', 'US'),
      click(b1, 1, 10, banner, 'banner-graphics', '10.0.0.2', 'DE', 'https://example.com/b'),
      click(b1, 1, 11, live, 'live-graphics', '10.0.0.1', null),
      click(second.id, 2, 22, banner, 'banner-graphics', '10.0.0.1', 'US'),
      click(second.id, 1, 23, live, 'live-graphics', '10.0.0.3', 'FR', 'https://example.com/b'),
    ]);
    await recordClicks(t.db, [
      click(b1, 1, 12, banner, 'banner-graphics', '10.0.0.2', 'DE'),
      { ...click(b1, 1, 12, banner, 'banner-graphics', '10.9.9.9', 'US'), isBot: true },
    ]);
    await recordConversions(t.db, [
      {
        time: daysAgo(1, 13),
        trackingLinkId: null,
        source: 'k1',
        broadcasterId: b1,
        campaignId: id,
        componentId: banner,
        componentType: 'banner-graphics',
        ipAddr: '10.0.0.1',
        country: 'US',
      },
      {
        time: daysAgo(2, 5),
        trackingLinkId: null,
        source: 'k2',
        broadcasterId: second.id,
        campaignId: id,
        componentId: live,
        componentType: 'live-graphics',
        ipAddr: '10.0.0.3',
        country: 'FR',
      },
    ]);
    await recordDisplays(t.db, [
      {
        time: daysAgo(1),
        broadcasterId: b1,
        campaignId: id,
        componentId: live,
        componentVersionId: null,
        durationSeconds: 30,
        viewers: 40,
        impressions: 80,
      },
      {
        time: new Date(),
        broadcasterId: second.id,
        campaignId: id,
        componentId: live,
        componentVersionId: null,
        durationSeconds: 30,
        viewers: 10,
        impressions: 20,
      },
    ]);
    await recordVideoPlays(t.db, [
      { time: daysAgo(2), broadcasterId: second.id, campaignId: id, componentId: video, triggeredBy: null, viewers: 10, impressions: 15 },
    ]);
    const sample = (b: number, day: number, hour: number, viewers: number, game: string) => ({
      time: daysAgo(day, hour),
      broadcasterId: b,
      platform: 'twitch' as const,
      streamId: `s-${b}-${day}`,
      viewers,
      game,
      intervalSeconds: 300,
    });
    await recordViewershipSamples(t.db, [
      sample(b1, 1, 10, 100, 'Chess'),
      sample(b1, 1, 11, 50, 'Chess'),
      sample(second.id, 2, 10, 30, 'Tetris'),
    ]);
    await t.db.query(
      `INSERT INTO broadcaster_actions (type, broadcaster_id, campaign_id, completion_time, completion_data)
       VALUES ('twitter-send-tweet', $2, $1, now() - interval '1 day', '{"tweet_url": "https://twitter.com/x/status/1", "public_metrics": {"like_count": 7, "retweet_count": 2}}'),
              ('twitter-retweet', $3, $1, now() - interval '2 days', '{}'),
              ('twitter-send-tweet', $3, $1, NULL, '{}')`,
      [id, b1, second.id],
    );
  });
  afterAll(() => t.close());

  it('answers managers in scope only, on every read', async () => {
    const expected = {
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 404,
      brandViewer: 200,
      broadcaster: 403,
      otherBroadcaster: 403,
    };
    for (const path of PATHS) {
      expect([path, await sameRequestByCaller(t.app, scene.users, 'GET', `/api/v1/${path}?campaign=${scene.campaignA.slug}`)]).toEqual([
        path,
        expected,
      ]);
      expect((await send(t.app, 'GET', `/api/v1/${path}?campaign=nope`, undefined, scene.users.admin.token)).statusCode).toBe(404);
      expect((await send(t.app, 'GET', `/api/v1/${path}`, undefined, scene.users.admin.token)).statusCode).toBe(400);
    }
  });

  it('refuses unknown broadcasters, groups, types and bad dates on their field', async () => {
    const b = await get('clicks/', '&broadcasters=mtr_caster,ghost');
    expect(b).toEqual({ status: 400, body: { broadcasters: ['Select a valid choice. ghost is not one of the available choices.'] } });
    const foreign = (
      await t.db.query<{ id: number }>(`INSERT INTO labels (campaign_id, name) VALUES ($1, 'B side') RETURNING id`, [scene.campaignB.id])
    )[0].id;
    expect(await get('viewership/', `&groups=${foreign}`)).toEqual({
      status: 400,
      body: { groups: [`Invalid pk "${foreign}" - object does not exist.`] },
    });
    expect(await get('clicks/', '&component_types=banner-graphics,nope')).toEqual({
      status: 400,
      body: { component_types: ['Not a valid component type'] },
    });
    expect((await get('clicks/', '&date_from=2024-13-40')).status).toBe(400);
    expect((await get('clicks/', '&unique=maybe')).status).toBe(400);
  });

  it('counts human clicks by day, country, target, component, type and hour', async () => {
    const { body } = await get('clicks/');
    expect(body.total).toBe(7);
    expect((body.by_day as Json[]).find((d) => d.day === dayKey(1))).toEqual({ day: dayKey(1), clicks: 4 });
    expect(body.by_country).toEqual([
      { country: 'US', clicks: 3 },
      { country: 'DE', clicks: 2 },
      { country: '', clicks: 1 },
      { country: 'FR', clicks: 1 },
    ]);
    expect(body.by_target).toEqual([
      { target: 'https://example.com/a', clicks: 5 },
      { target: 'https://example.com/b', clicks: 2 },
    ]);
    expect(body.by_type).toEqual([
      { type: 'banner-graphics', clicks: 5 },
      { type: 'live-graphics', clicks: 2 },
    ]);
    expect(body.by_component).toEqual([
      expect.objectContaining({ id: banner, name: 'Banner', type: 'banner-graphics', clicks: 5 }),
      expect.objectContaining({ name: 'Main Logo', clicks: 2 }),
    ]);
    expect((body.by_time_of_day as Json[])[10]).toEqual({ hour: 10, clicks: 2 });
    const over = body.over_time as Array<{ clicks: number }>;
    expect(over[over.length - 1].clicks).toBe(7);
    const raw = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM clicks WHERE campaign_id = $1 AND NOT is_bot`, [
      scene.campaignA.id,
    ]);
    expect(body.total).toBe(raw[0].n);
  });

  it('counts the last click per ip, component and broadcaster in unique mode', async () => {
    const distinct = async (since: Date) =>
      (
        await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM (SELECT DISTINCT ON (ip_addr, component_id, broadcaster_id) time FROM clicks
          WHERE campaign_id = $1 AND NOT is_bot ORDER BY ip_addr, component_id, broadcaster_id, time DESC) last WHERE time >= $2`,
          [scene.campaignA.id, since],
        )
      )[0].n;
    const all = await get('clicks/', '&unique=true');
    expect(all.body.total).toBe(await distinct(daysAgo(30)));
    expect(all.body.total).toBe(5);
    const lastDay = await get('clicks/', `&unique=true&date_from=${dayKey(1)}`);
    expect(lastDay.body.total).toBe(await distinct(daysAgo(1, 0)));
    expect(lastDay.body.by_country).toEqual([
      { country: '', clicks: 1 },
      { country: 'DE', clicks: 1 },
      { country: 'FR', clicks: 1 },
    ]);
    const mine = await get('clicks/', '&unique=true&broadcasters=mtr_caster');
    expect(mine.body.total).toBe(3);
    expect(mine.body.by_target).toEqual([{ target: 'https://example.com/a', clicks: 3 }]);
    const summary = await get('metrics/summary/');
    expect([summary.body.clicks, summary.body.unique_clicks]).toEqual([7, all.body.total]);
    // The Campaign tab's headline follows 'Unique IPs Only' as the Clicks tab does (issue 26).
    const uniqueSummary = await get('metrics/summary/', '&unique=true');
    expect([uniqueSummary.body.clicks, uniqueSummary.body.unique_clicks]).toEqual([all.body.total, all.body.total]);
    const lastDaySummary = await get('metrics/summary/', `&unique=true&date_from=${dayKey(1)}`);
    expect(lastDaySummary.body.clicks).toBe(lastDay.body.total);
  });

  it('answers the same figures when every broadcaster is chosen as with no filter', async () => {
    for (const path of [
      'clicks/',
      'conversions/',
      'viewership/',
      'rollup-twitch-viewership/',
      'campaign-game-viewership/',
      'social/',
      'metrics/summary/',
    ]) {
      for (const extra of ['', '&unique=true', '&component_types=banner-graphics']) {
        const none = await get(path, extra);
        const every = await get(path, `${extra}&broadcasters=mtr_caster,MTR_SECOND`);
        expect([path, extra, every.body]).toEqual([path, extra, none.body]);
      }
    }
    const label = (
      await t.db.query<{ id: number }>(`INSERT INTO labels (campaign_id, name) VALUES ($1, 'Everyone') RETURNING id`, [scene.campaignA.id])
    )[0].id;
    await t.db.transaction((tx) => setLabelBroadcasters(tx, label, [scene.users.broadcaster.id, second.id]));
    // One group reads its own rollups (decision 627), two groups their members' rows: both answer as no filter does.
    const other = (
      await t.db.query<{ id: number }>(`INSERT INTO labels (campaign_id, name) VALUES ($1, 'Second') RETURNING id`, [scene.campaignA.id])
    )[0].id;
    await t.db.transaction((tx) => setLabelBroadcasters(tx, other, [second.id]));
    for (const path of ['clicks/', 'conversions/', 'metrics/summary/']) {
      for (const extra of ['', '&unique=true', '&component_types=banner-graphics']) {
        const none = (await get(path, extra)).body;
        expect([path, extra, (await get(path, `${extra}&groups=${label}`)).body]).toEqual([path, extra, none]);
        expect([path, extra, (await get(path, `${extra}&groups=${label},${other}`)).body]).toEqual([path, extra, none]);
      }
    }
  });

  it('narrows to the chosen broadcasters and component types', async () => {
    const { body } = await get('clicks/', '&broadcasters=mtr_second');
    expect(body.total).toBe(2);
    expect(body.by_target).toEqual([
      { target: 'https://example.com/a', clicks: 1 },
      { target: 'https://example.com/b', clicks: 1 },
    ]);
    expect((body.by_time_of_day as Json[])[23]).toEqual({ hour: 23, clicks: 1 });
    const typed = await get('clicks/', '&broadcasters=mtr_caster&component_types=live-graphics');
    expect(typed.body.by_country).toEqual([{ country: '', clicks: 1 }]);
    const conv = await get('conversions/', '&broadcasters=mtr_second');
    expect(conv.body.total).toBe(1);
    expect((conv.body.by_time_of_day as Json[])[5]).toEqual({ hour: 5, conversions: 1 });
  });

  it('reads viewership, games, social, videos and impressions', async () => {
    const v = (await get('viewership/')).body;
    expect(v).toMatchObject({
      viewable_minutes: 900,
      twitch_viewable_minutes: 900,
      youtube_viewable_minutes: 0,
      minutes_broadcast: 15,
      hours_broadcast: 0.25,
      num_broadcasts: 2,
      peak_viewers: 100,
      average_viewers: 60,
    });
    expect((await get('campaign-game-viewership/')).body).toEqual([
      { game: 'Chess', hours: 10 / 60, viewable_minutes: 750, average_viewers: 75 },
      { game: 'Tetris', hours: 5 / 60, viewable_minutes: 150, average_viewers: 30 },
    ]);
    expect((await get('rollup-twitch-viewership/', `&date_from=${dayKey(2)}&date_to=${dayKey(1)}`)).body).toEqual([
      { day: dayKey(2), avg_concurrents: 30 },
      { day: dayKey(1), avg_concurrents: 75 },
    ]);
    expect((await get('social/')).body).toEqual({ tweets_sent: 1, retweets_sent: 1, total_favorites: 7, total_retweets: 2 });
    const videos = (await get('fullscreen-video-plays/')).body;
    expect(videos).toMatchObject({
      plays: 1,
      video_impressions: 15,
      latest: [expect.objectContaining({ broadcaster: 'mtr_second', component_name: 'Trailer', impressions: 15 })],
    });
    const summary = (await get('metrics/summary/')).body;
    expect(summary).toMatchObject({
      conversions: 2,
      has_conversions: false,
      impressions: { impressions: 100, display_count: 2, todays_impressions: 20 },
      fullscreen_videos: { plays: 1, video_impressions: 15 },
    });
  });

  it('builds report rows per broadcaster and per period from the same rollups', async () => {
    const f = {
      campaignId: scene.campaignA.id,
      since: dayKey(9),
      until: dayKey(0),
      broadcasterIds: null,
      componentTypes: null,
      unique: false,
    };
    const rows = await broadcasterRows(t.db, f);
    expect(rows.map((r) => [r.username, r.clicks, r.viewable_minutes, r.impressions, r.video_views])).toEqual([
      ['mtr_caster', 5, 750, 80, 0],
      ['mtr_second', 2, 150, 20, 1],
    ]);
    const days = await periodRows(t.db, f, 'day');
    expect(days).toHaveLength(10);
    expect(days.reduce((a, r) => a + r.clicks, 0)).toBe(7);
    const weeks = await periodRows(t.db, f, 'week');
    expect(weeks.reduce((a, r) => a + r.viewable_minutes, 0)).toBe(900);
    expect(weeks.every((w) => new Date(`${w.period}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
  });
});
