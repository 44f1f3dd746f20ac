import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordViewershipSamples } from '../events/index.ts';
import { insertCampaign } from '../../testing/domain-fixtures.ts';
import { createRoleScene, type RoleScene } from '../../testing/role-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { detectTrafficFlags } from './detect-traffic-flags.ts';
import { browser, channelWithLink, clickThrough, flagsOf, nextUtcDay } from './traffic-test-support.ts';

const HOUR = 3_600_000;

// Issue 30 part 2: each anomaly kind from clicks made through /l/{key}; decision 811.
describe('traffic anomaly detection', () => {
  let t: TestApp;
  let scene: RoleScene;
  const day = nextUtcDay(new Date());
  let clock = new Date(day.getTime() + 30 * 60_000);
  const detect = () => detectTrafficFlags(t.db, clock);
  const settle = () => t.app.clicks.settled();
  const ofChannel = async (broadcasterId: number) =>
    (await flagsOf(t, scene.campaignA.id)).filter((f) => f.broadcaster_id === broadcasterId);
  /** One viewable hour of the channel at `at` (60 viewers for one minute). */
  const liveMinute = (broadcasterId: number, at: Date, stream: string, viewers = 60) =>
    recordViewershipSamples(t.db, [
      { time: at, broadcasterId, platform: 'twitch', streamId: stream, viewers, game: null, intervalSeconds: 60 },
    ]);
  /** `n` clicks through the channel's link, each from its own address. */
  const clicksOn = async (key: string, n: number, net: string) => {
    for (let i = 0; i < n; i += 1) await clickThrough(t, key, `${net}.${Math.floor(i / 200)}.${(i % 200) + 1}`, browser(i));
  };
  let campaigns = 0;
  const newCampaign = async () => {
    const slug = `tqd-rate-${++campaigns}`;
    return { id: await insertCampaign(t.db, { slug, teamId: scene.teamA }), slug };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    scene = await createRoleScene(t.db, 'tqd');
  });
  afterAll(() => t.close());

  it("(b) one address making most of a channel day's counted clicks: a flag covering exactly its clicks; new ones join it", async () => {
    // One link, the address's clicks an hour apart (a repeat within the hour is not counted).
    const { key, broadcasterId } = await channelWithLink(t, scene.campaignA.id, 'tq_addr', 'banner-graphics');
    for (let i = 0; i < 22; i += 1) {
      clock = new Date(day.getTime() + 30 * 60_000 + i * 61 * 60_000);
      await clickThrough(t, key, '198.51.100.77', browser(i));
      await clickThrough(t, key, `203.0.113.${i + 1}`, browser(100 + i));
      if (i < 2) await clickThrough(t, key, '198.51.100.77', browser(200 + i)); // a repeat: kept, not counted
      await settle(); // repeats are told within a batch by the batch's clock: one batch per hour
    }
    await settle();
    await detect();
    const flags = await ofChannel(broadcasterId);
    // 22 of 44 counted clicks is not more than half: no flag yet.
    expect(flags).toEqual([]);
    clock = new Date(clock.getTime() + 61 * 60_000);
    await clickThrough(t, key, '198.51.100.77', browser(300));
    await settle();
    await detect();
    expect(await ofChannel(broadcasterId)).toEqual([
      expect.objectContaining({
        kind: 'dominant-address',
        subject: '198.51.100.77',
        status: 'open',
        clicks: 23,
        reason: expect.stringMatching(
          /^One address \(198\.51\.100\.77\) made 23 of the channel's 45 counted clicks on \d{4}-\d\d-\d\d \(51%\)$/,
        ),
      }),
    ]);
    clock = new Date(clock.getTime() + 61 * 60_000);
    await clickThrough(t, key, '198.51.100.77', browser(301));
    await settle();
    const again = await detect();
    expect(again).toEqual({ opened: 0, joined: 1 });
    expect((await ofChannel(broadcasterId)).map((f) => f.clicks)).toEqual([24]);
  });

  it('(b) one user agent dominating, from many addresses', async () => {
    const { key, broadcasterId } = await channelWithLink(t, scene.campaignA.id, 'tq_agent', 'custom-link');
    for (let i = 0; i < 25; i += 1)
      await clickThrough(
        t,
        key,
        `192.0.2.${i + 1}`,
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.1.2 Safari/537.36',
      );
    for (let i = 0; i < 5; i += 1) await clickThrough(t, key, `192.0.2.${100 + i}`, browser(i));
    await settle();
    await detect();
    const flags = await ofChannel(broadcasterId);
    expect(flags.map((f) => [f.kind, f.clicks])).toEqual([['dominant-agent', 25]]);
    expect(flags[0].reason).toContain("made 25 of the channel's 30 counted clicks");
  });

  it('(a) clicks per viewable hour above 5x the campaign median with at least 50 clicks; fewer clicks or a rate near the median are not flagged', async () => {
    const hot = await channelWithLink(t, scene.campaignA.id, 'tq_hot', 'banner-graphics');
    const calm = [
      await channelWithLink(t, scene.campaignA.id, 'tq_calm1', 'banner-graphics'),
      await channelWithLink(t, scene.campaignA.id, 'tq_calm2', 'banner-graphics'),
      await channelWithLink(t, scene.campaignA.id, 'tq_calm3', 'banner-graphics'),
      await channelWithLink(t, scene.campaignA.id, 'tq_calm4', 'banner-graphics'),
    ];
    for (const [i, c] of [hot, ...calm].entries()) await liveMinute(c.broadcasterId, new Date(day.getTime() + 3 * HOUR), `s${i}`);
    // 60 clicks in one viewable hour against a median of 4: flagged. calm4's 49 clicks are too few however high.
    for (let i = 0; i < 60; i += 1) await clickThrough(t, hot.key, `10.1.${i}.1`, browser(i));
    for (const c of calm.slice(0, 3)) for (let i = 0; i < 4; i += 1) await clickThrough(t, c.key, `10.2.${i}.1`, browser(i));
    for (let i = 0; i < 49; i += 1) await clickThrough(t, calm[3].key, `10.3.${i}.1`, browser(i));
    await settle();
    await detect();
    const hotFlags = await ofChannel(hot.broadcasterId);
    expect(hotFlags.map((f) => [f.kind, f.clicks])).toEqual([['click-rate', 60]]);
    expect(hotFlags[0].reason).toMatch(
      /^60 clicks in 1 viewable hours on \d{4}-\d\d-\d\d: 60 an hour, 15x the median of the campaign's other 4 channels \(4\)$/,
    );
    for (const c of calm) expect(await ofChannel(c.broadcasterId)).toEqual([]);
  });

  it("(a) a channel is judged against the OTHER channels' median: its own rate does not lift the bar (decision 841)", async () => {
    const campaign = await newCampaign();
    const at = new Date(day.getTime() + 3 * HOUR);
    const hot = await channelWithLink(t, campaign.id, 'tq_own_hot', 'banner-graphics');
    const others = [
      await channelWithLink(t, campaign.id, 'tq_own_a', 'banner-graphics'),
      await channelWithLink(t, campaign.id, 'tq_own_b', 'banner-graphics'),
      await channelWithLink(t, campaign.id, 'tq_own_c', 'banner-graphics'),
    ];
    for (const [i, c] of [hot, ...others].entries()) await liveMinute(c.broadcasterId, at, `own${i}`);
    // Rates 60, 4, 4 and 30 an hour: with its own 60 the median would be 17 (bar 85); the others' is 4 (bar 20).
    await clicksOn(hot.key, 60, '10.41');
    await clicksOn(others[0].key, 4, '10.42');
    await clicksOn(others[1].key, 4, '10.43');
    await clicksOn(others[2].key, 30, '10.44');
    await settle();
    await detect();
    const flags = (await flagsOf(t, campaign.id)).filter((f) => f.kind === 'click-rate');
    expect(flags.map((f) => [f.broadcaster_id, f.clicks])).toEqual([[hot.broadcasterId, 60]]);
    expect(flags[0].reason).toMatch(/60 an hour, 15x the median of the campaign's other 3 channels \(4\)$/);
  });

  it('(a) with fewer than two other channels the rate rule does not fire (decision 841)', async () => {
    const campaign = await newCampaign();
    const at = new Date(day.getTime() + 3 * HOUR);
    const hot = await channelWithLink(t, campaign.id, 'tq_pair_hot', 'banner-graphics');
    const calm = await channelWithLink(t, campaign.id, 'tq_pair_calm', 'banner-graphics');
    await liveMinute(hot.broadcasterId, at, 'pair0');
    await liveMinute(calm.broadcasterId, at, 'pair1');
    await clicksOn(hot.key, 200, '10.51');
    await clicksOn(calm.key, 1, '10.52');
    await settle();
    await detect();
    expect(await flagsOf(t, campaign.id)).toEqual([]);
  });

  it('(a) a channel live with no viewers is above any multiple with 50 clicks, whatever the others; a day not live is not judged (decision 842)', async () => {
    const campaign = await newCampaign();
    const at = new Date(day.getTime() + 3 * HOUR);
    const ghost = await channelWithLink(t, campaign.id, 'tq_ghost', 'banner-graphics');
    const few = await channelWithLink(t, campaign.id, 'tq_ghost_few', 'banner-graphics');
    const notLive = await channelWithLink(t, campaign.id, 'tq_not_live', 'banner-graphics');
    await liveMinute(ghost.broadcasterId, at, 'ghost', 0);
    await liveMinute(few.broadcasterId, at, 'ghost_few', 0);
    await clicksOn(ghost.key, 50, '10.61');
    await clicksOn(few.key, 49, '10.62');
    await clicksOn(notLive.key, 80, '10.63');
    await settle();
    await detect();
    const flags = await flagsOf(t, campaign.id);
    expect(flags.map((f) => [f.broadcaster_id, f.kind, f.clicks])).toEqual([[ghost.broadcasterId, 'click-rate', 50]]);
    expect(flags[0].reason).toMatch(/^50 clicks on \d{4}-\d\d-\d\d while the channel was live with no viewers \(0 viewable hours\)$/);
  });

  it('(c) clicks on a live-only component while the channel was offline; those within the tolerance of a live sample are not', async () => {
    const offline = await channelWithLink(t, scene.campaignA.id, 'tq_offline', 'live-graphics');
    const live = await channelWithLink(t, scene.campaignA.id, 'tq_live', 'live-graphics');
    const banner = await channelWithLink(t, scene.campaignA.id, 'tq_panel', 'banner-graphics');
    // The live channel's last sample was 25 minutes before the clicks: within the 30-minute tolerance.
    await liveMinute(live.broadcasterId, new Date(clock.getTime() - 25 * 60_000), 'live');
    for (let i = 0; i < 12; i += 1) {
      await clickThrough(t, offline.key, `172.16.0.${i + 1}`, browser(i));
      await clickThrough(t, live.key, `172.16.1.${i + 1}`, browser(i));
      await clickThrough(t, banner.key, `172.16.2.${i + 1}`, browser(i)); // a panel is clicked off stream: fine
    }
    await settle();
    await detect();
    const flags = await ofChannel(offline.broadcasterId);
    expect(flags.map((f) => [f.kind, f.clicks])).toEqual([['offline-clicks', 12]]);
    expect(flags[0].reason).toMatch(/^12 clicks on live-only components while the channel was offline on \d{4}-\d\d-\d\d$/);
    expect(await ofChannel(live.broadcasterId)).toEqual([]);
    expect(await ofChannel(banner.broadcasterId)).toEqual([]);
  });

  it('a dismissed flag keeps its clicks; later matching clicks open a new flag only with enough of their own', async () => {
    const { key, broadcasterId } = await channelWithLink(t, scene.campaignA.id, 'tq_dismiss', 'live-graphics');
    for (let i = 0; i < 10; i += 1) await clickThrough(t, key, `172.20.0.${i + 1}`, browser(i));
    await settle();
    await detect();
    const [flag] = await ofChannel(broadcasterId);
    await t.db.query(`UPDATE traffic_flags SET status = 'dismissed', dismissed_at = now(), dismissal_note = 'VOD viewers' WHERE id = $1`, [
      flag.id,
    ]);
    for (let i = 0; i < 3; i += 1) await clickThrough(t, key, `172.20.1.${i + 1}`, browser(i));
    await settle();
    expect(await detect()).toEqual({ opened: 0, joined: 0 });
    for (let i = 0; i < 7; i += 1) await clickThrough(t, key, `172.20.2.${i + 1}`, browser(i));
    await settle();
    await detect();
    expect((await ofChannel(broadcasterId)).map((f) => [f.status, f.clicks])).toEqual([
      ['dismissed', 10],
      ['open', 10],
    ]);
  });
});
