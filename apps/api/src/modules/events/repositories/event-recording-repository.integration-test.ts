import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/db.ts';
import { createBroadcaster, insertCampaign } from '../../../testing/domain-fixtures.ts';
import { createTestDb } from '../../../testing/test-db.ts';
import { type ClickEvent, recordClicks, recordConversions, recordDisplays, recordVideoPlays } from './event-recording-repository.ts';

let db: Db;
let campaignId: number;
let broadcasterId: number;
let graphicId: number;
let videoId: number;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  db = await createTestDb();
  campaignId = await insertCampaign(db, { slug: 'recorders', types: ['live-graphics', 'fullscreen-video'] });
  broadcasterId = (await createBroadcaster(db, 'recorded_one')).id;
  const insertComponent = async (type: string) =>
    (
      await db.query<{ id: number }>(`INSERT INTO components (campaign_id, type, name) VALUES ($1, $2, $2) RETURNING id`, [
        campaignId,
        type,
      ])
    )[0].id;
  graphicId = await insertComponent('live-graphics');
  videoId = await insertComponent('fullscreen-video');
});

afterAll(() => db.close());

const click = (time: string, extra: Partial<ClickEvent> = {}): ClickEvent => ({
  time: at(time),
  broadcasterId,
  campaignId,
  componentId: graphicId,
  componentType: 'live-graphics',
  trackingLinkId: null,
  link: 'https://shop.example/',
  ipAddr: '203.0.113.9',
  country: 'SE',
  userAgent: 'Mozilla/5.0',
  isBot: false,
  ...extra,
});

describe('event recorders', () => {
  it('store a batch and count it per UTC day, component and country in the same statement', async () => {
    const ids = await recordClicks(db, [
      click('2026-03-01T23:59:00Z'),
      click('2026-03-02T00:01:00Z'),
      click('2026-03-02T00:02:00Z', { country: null }),
      click('2026-03-02T00:03:00Z', { isBot: true, userAgent: 'Googlebot/2.1' }),
    ]);
    expect(ids).toHaveLength(4);
    const days = await db.query<{ day: string; clicks: number; bot_clicks: number }>(
      'SELECT day::text, clicks::int, bot_clicks::int FROM rollup_daily_components WHERE component_id = $1 ORDER BY day',
      [graphicId],
    );
    expect(days).toEqual([
      { day: '2026-03-01', clicks: 1, bot_clicks: 0 },
      { day: '2026-03-02', clicks: 2, bot_clicks: 1 },
    ]);
    const countries = await db.query<{ country: string; clicks: number }>(
      `SELECT country, clicks::int FROM rollup_daily_countries WHERE campaign_id = $1 AND day = '2026-03-02' ORDER BY country`,
      [campaignId],
    );
    expect(countries).toEqual([
      { country: '', clicks: 1 },
      { country: 'SE', clicks: 1 },
    ]);
  });

  it('add onto the existing counts, conversions, displays and plays alike', async () => {
    await recordClicks(db, [click('2026-03-02T10:00:00Z')]);
    await recordConversions(db, [
      {
        time: at('2026-03-02T11:00:00Z'),
        trackingLinkId: null,
        source: 'abc123',
        broadcasterId,
        campaignId,
        componentId: graphicId,
        componentType: 'live-graphics',
        ipAddr: null,
        country: 'SE',
      },
    ]);
    await recordDisplays(db, [
      {
        time: at('2026-03-02T12:00:00Z'),
        broadcasterId,
        campaignId,
        componentId: graphicId,
        componentVersionId: null,
        durationSeconds: 30,
        viewers: 100,
        impressions: 3,
      },
      {
        time: at('2026-03-02T12:05:00Z'),
        broadcasterId,
        campaignId,
        componentId: graphicId,
        componentVersionId: null,
        durationSeconds: 30,
        viewers: 100,
        impressions: 4,
      },
    ]);
    await recordVideoPlays(db, [
      { time: at('2026-03-02T13:00:00Z'), broadcasterId, campaignId, componentId: videoId, triggeredBy: null, viewers: 50, impressions: 5 },
    ]);
    const [graphic] = await db.query<Record<string, number>>(
      `SELECT clicks::int, conversions::int, impressions::int, display_count::int FROM rollup_daily_components WHERE component_id = $1 AND day = '2026-03-02'`,
      [graphicId],
    );
    expect(graphic).toEqual({ clicks: 3, conversions: 1, impressions: 7, display_count: 2 });
    const [video] = await db.query<Record<string, number>>(
      `SELECT video_plays::int, video_impressions::int FROM rollup_daily_components WHERE component_id = $1`,
      [videoId],
    );
    expect(video).toEqual({ video_plays: 1, video_impressions: 5 });
    const [se] = await db.query<Record<string, number>>(
      `SELECT clicks::int, conversions::int FROM rollup_daily_countries WHERE campaign_id = $1 AND day = '2026-03-02' AND country = 'SE'`,
      [campaignId],
    );
    expect(se).toEqual({ clicks: 2, conversions: 1 });
  });

  it('write nothing for an empty batch, and nothing at all when one row is invalid', async () => {
    expect(await recordClicks(db, [])).toEqual([]);
    const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM clicks');
    await expect(
      recordClicks(db, [click('2026-03-03T00:00:00Z'), click('2026-03-03T00:01:00Z', { broadcasterId: 999999 })]),
    ).rejects.toThrow();
    expect(await db.query<{ n: number }>('SELECT count(*)::int AS n FROM clicks')).toEqual(before);
    expect(await db.query(`SELECT 1 FROM rollup_daily_components WHERE day = '2026-03-03'`)).toEqual([]);
  });
});
