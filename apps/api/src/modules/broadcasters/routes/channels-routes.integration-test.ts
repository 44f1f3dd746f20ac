import { channelTotals } from '@advocate/metrics-math';
import fastJson from 'fast-json-stringify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordClicks, recordDisplays, recordVideoPlays } from '../../events/repositories/event-recording-repository.ts';
import { daysFromNow, insertCampaign, setCampaignStatus } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, sameRequestByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

interface Stats {
  clicks_by_type: Record<string, number>;
  twitch_viewership: { viewable_minutes: number; broadcasts: number; average_viewers: number; peak_viewers: number };
  youtube_viewership: { viewable_minutes: number };
  conversions: number;
  clicks_by_country: Array<{ country: string; clicks: number }>;
  twitch_stream_time_by_game: Array<{ game: string; hours: number }>;
  fullscreen_video: { plays: number; impressions: number };
  impressions: number;
  live_graphic_impressions: Array<{ key: string; impressions: number }>;
}
interface Answer {
  channels: Array<{ username: string; status: string; featured: boolean; is_live: boolean }>;
  stats: Record<string, Record<string, Stats>>;
  totals_60?: Record<string, { visits: number; conversions: number; viewable_minutes: number }>;
}

const daysAgo = (n: number, hour = 12) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - n);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};

// spec 01 §2 Campaign channels page, §3 broadcaster stats, §7 channels (campaign).
describe('channels/', () => {
  let t: TestApp;
  let scene: RoleScene;
  let read: (slug: string) => Promise<Answer>;

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'chn');
    read = async (slug) =>
      (await send(t.app, 'GET', `/api/v1/channels/?campaign=${slug}`, undefined, scene.users.editor.token)).json() as Answer;
    const { id } = scene.campaignA;
    const b = scene.users.broadcaster.id;
    const comp = async (type: string, name: string) =>
      (
        await t.db.query<{ id: number }>(`INSERT INTO components (campaign_id, type, name) VALUES ($1, $2, $3) RETURNING id`, [
          id,
          type,
          name,
        ])
      )[0].id;
    const banner = await comp('banner-graphics', 'Banner');
    const live = await comp('live-graphics', 'Main Logo');
    const video = await comp('fullscreen-video', 'Trailer');
    const click = (day: number, componentId: number, type: string, country: string) => ({
      time: daysAgo(day),
      broadcasterId: b,
      campaignId: id,
      componentId,
      componentType: type,
      trackingLinkId: null,
      link: 'https://example.com',
      ipAddr: '10.0.0.1',
      country,
      userAgent: 'test',
      isBot: false,
    });
    // Through the product's recorders: raw events and the rollups in one statement.
    await recordClicks(t.db, [
      click(1, banner, 'banner-graphics', 'US'),
      click(1, banner, 'banner-graphics', 'US'),
      click(2, live, 'live-graphics', 'DE'),
      click(20, banner, 'banner-graphics', 'US'),
      click(45, live, 'live-graphics', 'FR'),
    ]);
    await recordDisplays(t.db, [
      {
        time: daysAgo(3),
        broadcasterId: b,
        campaignId: id,
        componentId: live,
        componentVersionId: null,
        durationSeconds: 30,
        viewers: 40,
        impressions: 80,
      },
    ]);
    await recordVideoPlays(t.db, [
      { time: daysAgo(3), broadcasterId: b, campaignId: id, componentId: video, triggeredBy: null, viewers: 10, impressions: 10 },
    ]);
    await t.db.query(
      `INSERT INTO rollup_daily_campaign_viewership (day, campaign_id, broadcaster_id, platform, viewable_minutes, minutes_broadcast, samples, viewer_sum, peak_viewers, broadcasts)
       VALUES (current_date - 1, $1, $2, 'twitch', 600, 60, 12, 120, 20, 1), (current_date - 40, $1, $2, 'twitch', 300, 60, 12, 60, 9, 1),
              (current_date - 40, $1, $2, 'youtube', 12.3456, 30, 6, 30, 7, 1)`,
      [id, b],
    );
    await t.db.query(
      `INSERT INTO rollup_daily_games (day, broadcaster_id, platform, game, minutes_streamed, viewable_minutes)
       VALUES (current_date - 1, $1, 'twitch', 'Chess', 90, 500), (current_date - 2, $1, 'twitch', 'Tetris', 30, 100),
              (current_date - 200, $1, 'twitch', 'Before The Campaign', 600, 100)`,
      [b],
    );
    await t.db.query(
      `INSERT INTO featured_campaigns (campaign_id, broadcaster_id, start_time, end_time) VALUES ($1, $2, now() - interval '1 hour', now() + interval '1 day')`,
      [id, b],
    );
  });
  afterAll(() => t.close());

  it('answers managers in scope only (brand viewers read dashboards)', async () => {
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
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', `/api/v1/channels/?campaign=${scene.campaignA.slug}`)).toEqual(expected);
    const unknown = await send(t.app, 'GET', '/api/v1/channels/?campaign=no-such-campaign', undefined, scene.users.admin.token);
    expect(unknown.statusCode).toBe(404);
    const bad = await send(t.app, 'GET', '/api/v1/channels/', undefined, scene.users.admin.token);
    expect(bad.statusCode).toBe(400);
  });

  it('with range: only that range’s stats, each equal to the full answer’s, and with 30 the 60-day totals of its trend; an unknown range is a 400', async () => {
    const slug = scene.campaignA.slug;
    const all = await read(slug);
    const ranged = async (range: string) =>
      send(t.app, 'GET', `/api/v1/channels/?campaign=${slug}&range=${range}`, undefined, scene.users.readOnlyManager.token);
    for (const range of ['07', '30', '90', 'all'] as const) {
      const res = await ranged(range);
      expect(res.statusCode).toBe(200);
      const answer = res.json() as Answer;
      expect(Object.keys(answer.stats)).toEqual([range]);
      expect(answer.stats[range]).toEqual(all.stats[range]);
      expect(answer.channels).toEqual(all.channels);
      if (range !== '30') expect(answer).not.toHaveProperty('totals_60');
    }
    // Decision 631: the totals the page would add up from the full 60-day stats, nothing else of them.
    const thirty = (await ranged('30')).json() as Answer;
    const sixty = channelTotals(all.stats['60'].chn_caster);
    expect(thirty.totals_60).toEqual({
      chn_caster: { visits: sixty.visits, conversions: sixty.conversions, viewable_minutes: sixty.viewableMinutes },
    });
    // Each platform's minutes rounded to hundredths as its stats show them, then added (900 + 12.35).
    expect(thirty.totals_60?.chn_caster).toMatchObject({ visits: 5, viewable_minutes: 912.35 });
    const bad = await ranged('365');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('range');
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
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', `/api/v1/channels/?campaign=${slug}&range=30`)).toEqual(expected);
  });

  it('writes exactly the JSON its documented schema gives (decision 630: serialised whole, not by the schema)', async () => {
    const document = JSON.parse(JSON.stringify(t.app.swagger())) as {
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: object }> }> } }>;
    };
    const serialise = fastJson(document.paths['/api/v1/channels/'].get.responses['200'].content['application/json'].schema as never);
    for (const [query, ranges] of [
      ['', 5],
      ['&range=30', 1],
    ] as const) {
      const res = await send(
        t.app,
        'GET',
        `/api/v1/channels/?campaign=${scene.campaignA.slug}${query}`,
        undefined,
        scene.users.editor.token,
      );
      expect(res.statusCode).toBe(200);
      const answer = res.json() as Answer;
      expect(Object.keys(answer.stats)).toHaveLength(ranges);
      // The schema's serialiser leaves out what it does not describe and writes each value as its type says: nothing differs.
      expect(JSON.parse(res.body)).toStrictEqual(JSON.parse(serialise(answer)));
    }
  });

  it('lists the channels with status and the running feature', async () => {
    const answer = await read(scene.campaignA.slug);
    expect(answer.channels).toEqual([
      expect.objectContaining({ username: 'chn_caster', status: 'Active', featured: true, is_live: false }),
    ]);
    expect(Object.keys(answer.stats).sort()).toEqual(['07', '30', '60', '90', 'all']);
  });

  it('adds clicks per type, country, impressions and plays per range', async () => {
    const { stats } = await read(scene.campaignA.slug);
    const week = stats['07'].chn_caster;
    expect(week.clicks_by_type).toMatchObject({ banner_graphic_clicks: 2, live_graphic_clicks: 1, twitter_clicks: 0 });
    expect(week.clicks_by_country).toEqual([
      { country: 'US', clicks: 2 },
      { country: 'DE', clicks: 1 },
    ]);
    expect(week.impressions).toBe(80);
    expect(week.live_graphic_impressions).toEqual([expect.objectContaining({ key: 'Main Logo', impressions: 80 })]);
    expect(week.fullscreen_video).toEqual({ plays: 1, impressions: 10 });
    expect(stats['30'].chn_caster.clicks_by_type.banner_graphic_clicks).toBe(3);
    expect(stats['60'].chn_caster.clicks_by_type.live_graphic_clicks).toBe(2);
    expect(stats.all.chn_caster.clicks_by_country.map((c) => c.country)).toEqual(['US', 'DE', 'FR']);
  });

  it('reads viewership and games of the campaign days', async () => {
    const { stats } = await read(scene.campaignA.slug);
    expect(stats['07'].chn_caster.twitch_viewership).toEqual({
      viewable_minutes: 600,
      broadcasts: 1,
      average_viewers: 10,
      peak_viewers: 20,
    });
    expect(stats['60'].chn_caster.twitch_viewership).toEqual({
      viewable_minutes: 900,
      broadcasts: 2,
      average_viewers: 8,
      peak_viewers: 20,
    });
    expect(stats['07'].chn_caster.youtube_viewership.viewable_minutes).toBe(0);
    expect(stats['07'].chn_caster.twitch_stream_time_by_game).toEqual([
      { game: 'Chess', hours: 1.5 },
      { game: 'Tetris', hours: 0.5 },
    ]);
    // Games before the campaign started do not count for it.
    expect(stats.all.chn_caster.twitch_stream_time_by_game.map((g) => g.game)).not.toContain('Before The Campaign');
  });

  it('keeps invited and declined broadcasters out and shows inactive ones with their status', async () => {
    const slug = 'chn-statuses';
    const id = await insertCampaign(t.db, { slug, teamId: scene.teamA });
    await setCampaignStatus(t.db, id, scene.users.broadcaster.id, 'Flagged');
    await setCampaignStatus(t.db, id, scene.users.otherBroadcaster.id, 'Invited');
    const answer = await read(slug);
    expect(answer.channels.map((c) => [c.username, c.status])).toEqual([['chn_caster', 'Flagged']]);
    expect(answer.stats['30'].chn_caster.clicks_by_type.banner_graphic_clicks).toBe(0);
  });

  it('ends the ranges on the last day of an ended campaign', async () => {
    const slug = 'chn-ended';
    const id = await insertCampaign(t.db, { slug, teamId: scene.teamA, start: daysFromNow(-100), end: daysFromNow(-50) });
    await setCampaignStatus(t.db, id, scene.users.broadcaster.id, 'Campaign Ended');
    const [{ id: comp }] = await t.db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'custom-link', 'L') RETURNING id`,
      [id],
    );
    await t.db.query(
      `INSERT INTO rollup_daily_components (day, campaign_id, broadcaster_id, component_id, component_type, clicks)
       VALUES ((now() - interval '52 days')::date, $1, $2, $3, 'custom-link', 7), ((now() - interval '95 days')::date, $1, $2, $3, 'custom-link', 2)`,
      [id, scene.users.broadcaster.id, comp],
    );
    const { stats } = await read(slug);
    expect(stats['07'].chn_caster.clicks_by_type.custom_link_clicks).toBe(7);
    expect(stats.all.chn_caster.clicks_by_type.custom_link_clicks).toBe(9);
  });
});
