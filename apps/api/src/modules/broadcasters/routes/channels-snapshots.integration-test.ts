import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordClicks, recordDisplays } from '../../events/repositories/event-recording-repository.ts';
import { recordViewershipSamples } from '../../events/repositories/viewership-recording-repository.ts';
import { rebuildRollups } from '../../events/rollups/rebuild-rollups.ts';
import { daysFromNow, insertCampaign, setCampaignStatus } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

interface Stats {
  clicks_by_type: { banner_graphic_clicks: number };
  impressions: number;
  twitch_stream_time_by_game: Array<{ game: string; hours: number }>;
}
type Answer = { stats: Record<string, Record<string, Stats>> };

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

// Decision 621: the channels read adds the last day's rollups to a snapshot of the closed days,
// which an event dated before today, a new broadcaster or a rebuild makes it recompute.
describe('channels/ closed-day snapshots', () => {
  let t: TestApp;
  let scene: RoleScene;
  let campaignId: number;
  let banner: number;
  const slug = 'chs-snapshots';
  const read = async () =>
    (await send(t.app, 'GET', `/api/v1/channels/?campaign=${slug}`, undefined, scene.users.editor.token)).json() as Answer;
  const week = async () => (await read()).stats['07'].chsn_caster;
  const snapshot = async () =>
    (
      await t.db.query<{ version: string; figures: string }>(
        `SELECT version, figures FROM channel_stats_snapshots WHERE campaign_id = $1 AND kind = 'channels'`,
        [campaignId],
      )
    )[0];
  const version = async () =>
    Number(
      (await t.db.query<{ version: string }>('SELECT version FROM channel_stats_versions WHERE campaign_id = $1', [campaignId]))[0]
        ?.version ?? 0,
    );
  const click = (time: Date) => ({
    time,
    broadcasterId: scene.users.broadcaster.id,
    campaignId,
    componentId: banner,
    componentType: 'banner-graphics',
    trackingLinkId: null,
    link: 'https://example.com',
    ipAddr: '10.1.0.1',
    country: 'US',
    userAgent: 'test',
    isBot: false,
  });

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'chsn');
    campaignId = await insertCampaign(t.db, { slug, teamId: scene.teamA, start: daysFromNow(-30) });
    await setCampaignStatus(t.db, campaignId, scene.users.broadcaster.id, 'Active');
    [{ id: banner }] = await t.db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'banner-graphics', 'B') RETURNING id`,
      [campaignId],
    );
    await recordClicks(t.db, [click(daysAgo(2)), click(new Date())]);
  });
  afterAll(() => t.close());

  it('keeps the closed days as a snapshot and reads them from it', async () => {
    expect((await week()).clicks_by_type.banner_graphic_clicks).toBe(2);
    const kept = await snapshot();
    expect(kept).toBeDefined();
    // Proof the read uses it: a doctored snapshot shows through (the last day is read live).
    const figures = JSON.parse(kept.figures) as { components: Array<{ clicks: number[] }> };
    expect(figures.components).toHaveLength(1);
    figures.components[0].clicks[0] += 40; // the 07 range's figure
    const doctored = JSON.stringify(figures);
    await t.db.query(
      `UPDATE channel_stats_snapshots SET figures = $2, computed_at = computed_at + interval '1 second' WHERE campaign_id = $1 AND kind = 'channels'`,
      [campaignId, doctored],
    );
    expect((await week()).clicks_by_type.banner_graphic_clicks).toBe(42);
    await t.db.query(
      `UPDATE channel_stats_snapshots SET figures = $2, computed_at = computed_at + interval '1 second' WHERE campaign_id = $1 AND kind = 'channels'`,
      [campaignId, kept.figures],
    );
  });

  it('reads a snapshot of the former layout (figures per range as objects) again instead of misreading it', async () => {
    const kept = await snapshot();
    const figures = JSON.parse(kept.figures) as { components: Array<{ clicks: unknown }>; format?: number };
    const ranges = ['07', '30', '60', '90', 'all'];
    // As stored before decision 630: no format, each figure an object keyed by range (and doctored, to show if it were used).
    const former = {
      ...figures,
      format: undefined,
      components: figures.components.map((c) => ({ ...c, clicks: Object.fromEntries(ranges.map((r) => [r, 1000])) })),
    };
    await t.db.query(
      `UPDATE channel_stats_snapshots SET figures = $2, computed_at = computed_at + interval '1 second' WHERE campaign_id = $1 AND kind = 'channels'`,
      [campaignId, JSON.stringify(former)],
    );
    expect((await week()).clicks_by_type.banner_graphic_clicks).toBe(2);
    expect((JSON.parse((await snapshot()).figures) as { format?: number }).format).toBe(2);
  });

  it('counts a click of today at once without recomputing the snapshot', async () => {
    const before = await version();
    await recordClicks(t.db, [click(new Date())]);
    expect(await version()).toBe(before);
    expect((await week()).clicks_by_type.banner_graphic_clicks).toBe(3);
  });

  it('recomputes after an event dated before today (clicks, displays, samples)', async () => {
    let before = await version();
    await recordClicks(t.db, [click(daysAgo(3))]);
    expect(await version()).toBeGreaterThan(before);
    expect((await week()).clicks_by_type.banner_graphic_clicks).toBe(4);

    before = await version();
    await recordDisplays(t.db, [
      {
        time: daysAgo(1),
        broadcasterId: scene.users.broadcaster.id,
        campaignId,
        componentId: banner,
        componentVersionId: null,
        durationSeconds: 30,
        viewers: 5,
        impressions: 7,
      },
    ]);
    expect(await version()).toBeGreaterThan(before);
    expect((await week()).impressions).toBe(7);

    before = await version();
    await recordViewershipSamples(t.db, [
      {
        time: daysAgo(1),
        broadcasterId: scene.users.broadcaster.id,
        platform: 'twitch',
        streamId: 's1',
        viewers: 9,
        game: 'Chess',
        intervalSeconds: 3600,
      },
    ]);
    expect(await version()).toBeGreaterThan(before);
    expect((await week()).twitch_stream_time_by_game).toEqual([{ game: 'Chess', hours: 1 }]);
  });

  it('recomputes for a broadcaster who joined after the snapshot', async () => {
    await week();
    const other = scene.users.otherBroadcaster;
    await t.db.query(
      `INSERT INTO rollup_daily_games (day, broadcaster_id, platform, game, minutes_streamed, viewable_minutes) VALUES (current_date - 2, $1, 'twitch', 'Go', 120, 60)`,
      [other.id],
    );
    await setCampaignStatus(t.db, campaignId, other.id, 'Active');
    const { stats } = await read();
    expect(stats['07'][other.login].twitch_stream_time_by_game).toEqual([{ game: 'Go', hours: 2 }]);
  });

  it('recomputes after a rollup rebuild', async () => {
    await week();
    const before = await version();
    // Rollup rows written behind the recorders' back stand for a wrong rollup the rebuild repairs.
    await t.db.query(`UPDATE rollup_daily_components SET clicks = clicks + 100 WHERE campaign_id = $1 AND day < current_date`, [
      campaignId,
    ]);
    expect((await week()).clicks_by_type.banner_graphic_clicks).toBe(4);
    await rebuildRollups(t.db, { campaignSlug: slug });
    expect(await version()).toBeGreaterThan(before);
    expect((await week()).clicks_by_type.banner_graphic_clicks).toBe(4);
  });

  it('gives the overview the same closed-day snapshot treatment', async () => {
    const overview = async () =>
      (
        (await send(t.app, 'GET', `/api/v1/campaigns/${slug}/?include_metrics=true`, undefined, scene.users.editor.token)).json() as {
          overview_metrics_set: Record<string, { clicks: number }>;
        }
      ).overview_metrics_set;
    const before = (await overview())['07'].clicks;
    const [kept] = await t.db.query<{ figures: string }>(
      `SELECT figures FROM channel_stats_snapshots WHERE campaign_id = $1 AND kind = 'overview'`,
      [campaignId],
    );
    expect(JSON.parse(kept.figures)['07'].clicks).toBeGreaterThan(0);
    await recordClicks(t.db, [click(new Date())]);
    expect((await overview())['07'].clicks).toBe(before + 1);
    await recordClicks(t.db, [click(daysAgo(4))]);
    expect((await overview())['07'].clicks).toBe(before + 2);
    expect((await overview()).all.clicks).toBe(before + 2);
  });
});
