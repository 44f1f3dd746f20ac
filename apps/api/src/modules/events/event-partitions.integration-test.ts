import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordClicks, recordConversions } from './repositories/event-recording-repository.ts';
import { PARTITIONED_EVENT_TABLES } from './repositories/event-partitions-repository.ts';
import { recordViewershipSamples } from './repositories/viewership-recording-repository.ts';
import { insertCampaign } from '../../testing/domain-fixtures.ts';
import { createRoleScene, type RoleScene } from '../../testing/role-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ensureEventPartitions, monthsAround, utcMonths } from './event-partitions.ts';

// Decision 623: the raw event tables are partitioned by month; months are created ahead and rows
// that waited in the default partition move into their month.
describe('event partitions', () => {
  let t: TestApp;
  let scene: RoleScene;
  let campaignId: number;
  let banner: number;
  const placeOf = async (table: string, id: number) =>
    (await t.db.query<{ place: string }>(`SELECT tableoid::regclass::text AS place FROM ${table} WHERE id = $1`, [id]))[0]?.place;
  const click = (time: Date) => ({
    time,
    broadcasterId: scene.users.broadcaster.id,
    campaignId,
    componentId: banner,
    componentType: 'banner-graphics',
    trackingLinkId: null,
    link: 'https://example.com',
    ipAddr: '10.2.0.1',
    country: 'US',
    userAgent: 'test',
    isBot: false,
  });

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'evp');
    campaignId = await insertCampaign(t.db, { slug: 'evp-partitions', teamId: scene.teamA, start: new Date('2019-01-01T00:00:00Z') });
    [{ id: banner }] = await t.db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'banner-graphics', 'B') RETURNING id`,
      [campaignId],
    );
  });
  afterAll(() => t.close());

  it('makes every raw event table partitioned by time with a default partition', async () => {
    const rows = await t.db.query<{ name: string; strategy: string }>(
      `SELECT c.relname AS name, p.partstrat AS strategy FROM pg_partitioned_table p JOIN pg_class c ON c.oid = p.partrelid ORDER BY 1`,
    );
    expect(rows).toEqual([...PARTITIONED_EVENT_TABLES].sort().map((name) => ({ name, strategy: 'r' })));
    const [id] = await recordClicks(t.db, [click(new Date('2019-03-10T12:00:00Z'))]);
    expect(await placeOf('clicks', id)).toBe('clicks_p_default');
  });

  it('creates a month for every table, moves waiting rows into it and keeps their ids and rollups', async () => {
    const [waiting] = await recordClicks(t.db, [click(new Date('2019-04-02T08:00:00Z'))]);
    const [conversion] = await recordConversions(t.db, [
      {
        time: new Date('2019-04-02T09:00:00Z'),
        trackingLinkId: null,
        source: 'k',
        broadcasterId: scene.users.broadcaster.id,
        campaignId,
        componentId: banner,
        componentType: 'banner-graphics',
        ipAddr: '10.2.0.1',
        country: 'US',
      },
    ]);
    expect(await ensureEventPartitions(t.db, new Date('2019-04-15T00:00:00Z'), new Date('2019-05-01T00:00:00Z'))).toBe(
      2 * PARTITIONED_EVENT_TABLES.length,
    );
    expect(await placeOf('clicks', waiting)).toBe('clicks_p2019_04');
    expect(await placeOf('conversions', conversion)).toBe('conversions_p2019_04');
    expect(await placeOf('clicks', (await recordClicks(t.db, [click(new Date('2019-05-31T23:59:59Z'))]))[0])).toBe('clicks_p2019_05');
    // March still waits in the default partition; nothing was lost or doubled.
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM clicks WHERE campaign_id = $1', [campaignId]);
    expect(n).toBe(3);
    const [{ clicks }] = await t.db.query<{ clicks: number }>(
      'SELECT sum(clicks)::int AS clicks FROM rollup_daily_components WHERE campaign_id = $1',
      [campaignId],
    );
    expect(clicks).toBe(3);
    expect(await ensureEventPartitions(t.db, new Date('2019-04-01T00:00:00Z'), new Date('2019-05-01T00:00:00Z'))).toBe(0);
  });

  it('takes samples of a new month in its partition and answers months across a year end', async () => {
    await ensureEventPartitions(t.db, new Date('2019-12-01T00:00:00Z'), new Date('2019-12-01T00:00:00Z'));
    const [id] = await recordViewershipSamples(t.db, [
      {
        time: new Date('2019-12-31T23:00:00Z'),
        broadcasterId: scene.users.broadcaster.id,
        platform: 'twitch',
        streamId: 's',
        viewers: 3,
        game: null,
        intervalSeconds: 60,
      },
    ]);
    expect(await placeOf('viewership_samples', id)).toBe('viewership_samples_p2019_12');
    expect(utcMonths(new Date('2019-11-20T00:00:00Z'), new Date('2020-02-01T00:00:00Z')).map((m) => m.suffix)).toEqual([
      '2019_11',
      '2019_12',
      '2020_01',
      '2020_02',
    ]);
    expect(utcMonths(new Date('2019-12-05T00:00:00Z'), new Date('2019-12-06T00:00:00Z'))[0]).toEqual({
      suffix: '2019_12',
      start: '2019-12-01T00:00:00Z',
      end: '2020-01-01T00:00:00Z',
    });
    expect(monthsAround(new Date('2026-01-15T10:00:00Z')).map((d) => d.toISOString())).toEqual([
      '2025-12-01T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
    ]);
  });
});
