import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eligibleLiveGraphics } from '../../components/repositories/live-graphics-repository.ts';
import { findOverlayBroadcasterById } from '../repositories/overlay-repository.ts';
import { overlayState } from '../overlay-state.ts';
import { LIVE_CHANNEL } from '../../../platform/live/live-events.ts';
import { resetDailyImpressionCaps } from '../overlay-media/daily-cap-reset.ts';
import { setCampaignStatus } from '../../../testing/domain-fixtures.ts';
import { CALLERS, createRoleScene, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// Issue 8 (browser-source overlay: displays, impressions, daily caps, fullscreen videos, test patterns);
// spec 01 §9 (seconds_per_impression, UTC days); decisions 510-512.
const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('browsersource reports', () => {
  let t: TestApp;
  let scene: RoleScene;
  let clock = new Date();
  let key = '';
  let otherKey = '';
  let user = '';
  let graphic = 0;
  let version = 0;
  let graphicB = 0;
  let versionB = 0;
  const events: string[] = [];
  let stopListening: () => Promise<void> = async () => {};

  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const q = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => t.db.query<T>(sql, params);
  const displays = async () => Number((await q<{ n: number }>('SELECT count(*)::int AS n FROM live_graphic_displays'))[0].n);
  const report = (body: Record<string, unknown>, k: string | null = key, token?: string, name = user) =>
    send(t.app, 'POST', `/browsersource/${name}/displays/${k === null ? '' : `?key=${k}`}`, body, token);
  /** A display of `seconds` that ended at the current clock. */
  const justShown = (seconds: number, component = graphic, v = version) => ({
    component,
    version: v,
    started_at: new Date(clock.getTime() - seconds * SECOND).toISOString(),
    seconds,
  });
  const liveGraphic = async (campaignId: number, name: string, config: Record<string, unknown> = { duration: 10 }) => {
    const [{ id }] = await q<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'live-graphics', $2) RETURNING id`,
      [campaignId, name],
    );
    const [v] = await q<{ id: number }>(
      `INSERT INTO component_versions (component_id, content_id, sequence_number, image, config) VALUES ($1, $2, 1, '/uploads/g.png', $3) RETURNING id`,
      [id, `c${id}`, JSON.stringify(config)],
    );
    return { id, version: v.id };
  };
  const sample = async (viewers: number, at = new Date(clock.getTime() - MINUTE)) =>
    q(`INSERT INTO viewership_samples (time, broadcaster_id, platform, stream_id, viewers) VALUES ($1, $2, 'twitch', 's1', $3)`, [
      at,
      scene.users.broadcaster.id,
      viewers,
    ]);
  const waitFor = async (predicate: () => boolean) => {
    const end = Date.now() + 2000;
    while (!predicate() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
    return predicate();
  };

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    scene = await createRoleScene(t.db, 'bsr');
    user = scene.users.broadcaster.login;
    [{ browsersource_key: key }] = await q<{ browsersource_key: string }>('SELECT browsersource_key FROM profiles WHERE user_id = $1', [
      scene.users.broadcaster.id,
    ]);
    [{ browsersource_key: otherKey }] = await q<{ browsersource_key: string }>(
      'SELECT browsersource_key FROM profiles WHERE user_id = $1',
      [scene.users.otherBroadcaster.id],
    );
    ({ id: graphic, version } = await liveGraphic(scene.campaignA.id, 'bsr graphic'));
    ({ id: graphicB, version: versionB } = await liveGraphic(scene.campaignB.id, 'bsr graphic b'));
    stopListening = await t.db.listen(LIVE_CHANNEL, (p) => events.push(p));
  });
  afterAll(async () => {
    await stopListening();
    await t?.close();
  });
  beforeEach(() => {
    advance(MINUTE);
    events.length = 0;
  });

  it('displays by caller: the overlay key authenticates, whoever is signed in; no key or a wrong one is a 404', async () => {
    const before = await displays();
    expect(await statusByCaller(scene.users, (token) => report(justShown(5), null, token))).toEqual(
      Object.fromEntries(CALLERS.map((c) => [c, 404])),
    );
    expect(await statusByCaller(scene.users, (token) => report(justShown(5), otherKey, token))).toEqual(
      Object.fromEntries(CALLERS.map((c) => [c, 404])),
    );
    expect(await displays()).toBe(before);
    const withKey = await statusByCaller(scene.users, async (token) => {
      advance(10 * SECOND);
      return report(justShown(5), key, token);
    });
    expect(withKey).toEqual(Object.fromEntries(CALLERS.map((c) => [c, 201])));
    expect(await displays()).toBe(before + CALLERS.length);
  });

  it('records the display with the viewers of the latest sample and floor(viewers x seconds / spi) impressions', async () => {
    await q('UPDATE campaigns SET seconds_per_impression = 15 WHERE id = $1', [scene.campaignA.id]);
    let res = await report(justShown(10));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), impressions: 0, viewers: 0 }); // not live: no sample
    advance(MINUTE);
    await sample(90);
    res = await report(justShown(10));
    expect(res.json()).toEqual({ id: expect.any(Number), impressions: 60, viewers: 90 });
    const [row] = await q(
      'SELECT broadcaster_id, campaign_id, component_id, component_version_id, duration_seconds, viewers, impressions::int AS impressions FROM live_graphic_displays WHERE id = $1',
      [res.json().id],
    );
    expect(row).toEqual({
      broadcaster_id: scene.users.broadcaster.id,
      campaign_id: scene.campaignA.id,
      component_id: graphic,
      component_version_id: version,
      duration_seconds: 10,
      viewers: 90,
      impressions: 60,
    });
  });

  it('counts no impressions once the viewership poll has seen the channel go offline, recent samples or not', async () => {
    await q('UPDATE campaigns SET seconds_per_impression = 15 WHERE id = $1', [scene.campaignA.id]);
    advance(MINUTE);
    await sample(90);
    await q(
      `INSERT INTO broadcaster_live_state (broadcaster_id, platform, live, checked_at) VALUES ($1, 'twitch', false, $2)
       ON CONFLICT (broadcaster_id, platform) DO UPDATE SET live = false, checked_at = EXCLUDED.checked_at`,
      [scene.users.broadcaster.id, clock],
    );
    const res = await report(justShown(10));
    expect(res.json()).toEqual({ id: expect.any(Number), impressions: 0, viewers: 0 });
    await q('DELETE FROM broadcaster_live_state WHERE broadcaster_id = $1', [scene.users.broadcaster.id]);
  });

  it('refuses what the overlay could not have shown, with field errors, and stores nothing', async () => {
    const before = await displays();
    const other = await liveGraphic(scene.campaignA.id, 'bsr other');
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [justShown(5, graphicB, versionB), { component: ['Not a valid component field'] }],
      [justShown(5, graphic, other.version), { component: ['Not a valid component field'] }],
      [justShown(5, 999999, version), { component: ['Not a valid component field'] }],
      [justShown(16), { seconds: ['Must be between 1 and 15'] }],
      [
        { ...justShown(5), started_at: new Date(clock.getTime() + MINUTE).toISOString() },
        { started_at: ['This display is not within the accepted time window.'] },
      ],
      [
        { ...justShown(5), started_at: new Date(clock.getTime() - 2 * 60 * MINUTE).toISOString() },
        { started_at: ['This display is not within the accepted time window.'] },
      ],
      [{ ...justShown(5), seconds: 0 }, { seconds: [expect.any(String)] as unknown as string[] }],
      [{ ...justShown(5), started_at: 'yesterday' }, { started_at: [expect.any(String)] as unknown as string[] }],
    ];
    for (const [body, answer] of cases) {
      const res = await report(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual(answer);
    }
    // Not Active on the campaign: nothing of it is in rotation.
    await setCampaignStatus(t.db, scene.campaignA.id, scene.users.broadcaster.id, 'Deactivated');
    expect((await report(justShown(5))).json()).toEqual({ component: ['Not a valid component field'] });
    await setCampaignStatus(t.db, scene.campaignA.id, scene.users.broadcaster.id, 'Active');
    // Another broadcaster's key names only that broadcaster's overlay.
    expect((await report(justShown(5), otherKey, undefined, scene.users.otherBroadcaster.login)).statusCode).toBe(400);
    expect(await displays()).toBe(before);
    await q('UPDATE components SET is_deleted = true WHERE id = $1', [other.id]);
  });

  it('a broken or doubled overlay cannot inflate numbers: overlapping displays are refused, adjacent ones kept', async () => {
    const first = justShown(10);
    expect((await report(first)).statusCode).toBe(201);
    const again = await report(first);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This display overlaps one already recorded.' });
    const partial = { ...first, started_at: new Date(Date.parse(first.started_at) + 5 * SECOND).toISOString(), seconds: 3 };
    expect((await report(partial)).statusCode).toBe(409);
    advance(10 * SECOND);
    expect((await report(justShown(10))).statusCode).toBe(201); // starts where the first ended
  });

  it('daily cap: counted up to the cap, flag set, overlays told, out of rotation until the next UTC day', async () => {
    const g = await liveGraphic(scene.campaignA.id, 'bsr capped');
    await q('UPDATE components SET daily_impression_cap = 100 WHERE id = $1', [g.id]);
    await sample(90);
    let res = await report(justShown(10, g.id, g.version));
    expect(res.json().impressions).toBe(60);
    // Under the cap the overlays hear nothing; the live panels hear of the display, and whose it is (decisions 792, 854).
    const activity = JSON.stringify({ type: 'activity', campaignId: scene.campaignA.id, broadcasterIds: [scene.users.broadcaster.id] });
    expect(await waitFor(() => events.includes(activity))).toBe(true);
    expect(events.filter((e) => e !== activity)).toEqual([]);
    advance(10 * SECOND);
    res = await report(justShown(10, g.id, g.version));
    expect(res.json().impressions).toBe(40);
    const [{ daily_cap_reached }] = await q<{ daily_cap_reached: boolean }>('SELECT daily_cap_reached FROM components WHERE id = $1', [
      g.id,
    ]);
    expect(daily_cap_reached).toBe(true);
    expect(await waitFor(() => events.includes(JSON.stringify({ type: 'campaign', campaignId: scene.campaignA.id })))).toBe(true);
    // Out of rotation (overlay state and stream preview read the same rule), and refused if reported.
    const ids = (await eligibleLiveGraphics(t.db, scene.users.broadcaster.id, clock)).map((e) => e.component_id);
    expect(ids).toContain(graphic);
    expect(ids).not.toContain(g.id);
    const overlay = await findOverlayBroadcasterById(t.db, scene.users.broadcaster.id);
    const state = await overlayState(t.db, overlay!, clock);
    const inState = state.rotations.flatMap((r) => r.items.map((i) => i.component_id));
    expect(inState).toContain(graphic);
    expect(inState).not.toContain(g.id);
    advance(10 * SECOND);
    expect((await report(justShown(10, g.id, g.version))).json()).toEqual({ component: ['Not a valid component field'] });
    // The component page shows the banner.
    const page = await send(t.app, 'GET', `/api/v1/components/?campaign=${scene.campaignA.slug}`, undefined, scene.users.editor.token);
    expect(page.statusCode).toBe(200);
    expect((page.json() as Array<{ id: number; daily_cap_reached: boolean }>).find((c) => c.id === g.id)?.daily_cap_reached).toBe(true);
    // The next UTC day: back in rotation; the reset job clears the flag and tells overlays.
    const tomorrow = new Date(clock);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    tomorrow.setUTCHours(0, 0, 5, 0);
    clock = tomorrow;
    expect((await eligibleLiveGraphics(t.db, scene.users.broadcaster.id, clock)).map((e) => e.component_id)).toContain(g.id);
    events.length = 0;
    await resetDailyImpressionCaps(t.app.ctx, {}, { id: 1, attempts: 1, setProgress: async () => {}, complete: async () => {} });
    expect(
      (await q<{ daily_cap_reached: boolean }>('SELECT daily_cap_reached FROM components WHERE id = $1', [g.id]))[0].daily_cap_reached,
    ).toBe(false);
    expect(await waitFor(() => events.includes(JSON.stringify({ type: 'campaign', campaignId: scene.campaignA.id })))).toBe(true);
    await q('UPDATE components SET is_deleted = true WHERE id = $1', [g.id]);
  });

  it("the campaign's daily cap and cutoffs take every graphic of the campaign out", async () => {
    await sample(90);
    const [{ today }] = await q<{ today: number }>(
      `SELECT coalesce(sum(impressions), 0)::int AS today FROM rollup_daily_components WHERE campaign_id = $1 AND day = ($2::timestamptz AT TIME ZONE 'UTC')::date`,
      [scene.campaignA.id, clock],
    );
    await q('UPDATE campaigns SET daily_impression_cap = $2 WHERE id = $1', [scene.campaignA.id, today + 30]);
    const res = await report(justShown(10));
    expect(res.json().impressions).toBe(30);
    expect(
      (await q<{ daily_cap_reached: boolean }>('SELECT daily_cap_reached FROM campaigns WHERE id = $1', [scene.campaignA.id]))[0]
        .daily_cap_reached,
    ).toBe(true);
    expect(await eligibleLiveGraphics(t.db, scene.users.broadcaster.id, clock)).toEqual([]);
    // Raising the cap brings the graphics back; the reset clears the banner.
    await q('UPDATE campaigns SET daily_impression_cap = NULL WHERE id = $1', [scene.campaignA.id]);
    expect((await eligibleLiveGraphics(t.db, scene.users.broadcaster.id, clock)).map((e) => e.component_id)).toContain(graphic);
    await resetDailyImpressionCaps(t.app.ctx, {}, { id: 2, attempts: 1, setProgress: async () => {}, complete: async () => {} });
    expect(
      (await q<{ daily_cap_reached: boolean }>('SELECT daily_cap_reached FROM campaigns WHERE id = $1', [scene.campaignA.id]))[0]
        .daily_cap_reached,
    ).toBe(false);
    // impression_cutoff counts all days.
    const [{ total }] = await q<{ total: number }>(
      'SELECT coalesce(sum(impressions), 0)::int AS total FROM rollup_daily_components WHERE component_id = $1',
      [graphic],
    );
    await q('UPDATE components SET impression_cutoff = $2 WHERE id = $1', [graphic, total]);
    expect((await eligibleLiveGraphics(t.db, scene.users.broadcaster.id, clock)).map((e) => e.component_id)).not.toContain(graphic);
    await q('UPDATE components SET impression_cutoff = NULL WHERE id = $1', [graphic]);
  });
});

describe('browsersource fullscreen videos and test patterns', () => {
  let t: TestApp;
  let scene: RoleScene;
  let key = '';
  let video = 0;
  const events: string[] = [];
  let stopListening: () => Promise<void> = async () => {};
  const q = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => t.db.query<T>(sql, params);
  const play = (trigger: number, k: string | null = key, token?: string) =>
    send(t.app, 'POST', `/browsersource/${scene.users.broadcaster.login}/video-plays/${k === null ? '' : `?key=${k}`}`, { trigger }, token);
  const pending = (k = key) => t.app.inject({ method: 'GET', url: `/browsersource/${scene.users.broadcaster.login}/pending/?key=${k}` });
  const insertTrigger = async () =>
    (
      await q<{ id: number }>(
        'INSERT INTO video_triggers (component_id, broadcaster_id, requested_by) VALUES ($1, $2, $3) RETURNING id::int AS id',
        [video, scene.users.broadcaster.id, scene.users.editor.id],
      )
    )[0].id;

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'bsv');
    [{ browsersource_key: key }] = await q<{ browsersource_key: string }>('SELECT browsersource_key FROM profiles WHERE user_id = $1', [
      scene.users.broadcaster.id,
    ]);
    [{ id: video }] = await q<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name, video_file) VALUES ($1, 'fullscreen-video', 'bsv video', '/uploads/v.mp4') RETURNING id`,
      [scene.campaignA.id],
    );
    stopListening = await t.db.listen(LIVE_CHANNEL, (p) => events.push(p));
  });
  afterAll(async () => {
    await stopListening();
    await t?.close();
  });

  it('a trigger from the console reaches the overlay: live event on commit, listed as pending', async () => {
    const res = await send(
      t.app,
      'POST',
      '/api/v1/video-trigger/',
      { component: video, broadcasters: [scene.users.broadcaster.login] },
      scene.users.editor.token,
    );
    expect(res.statusCode).toBe(201);
    const list = await pending();
    expect(list.statusCode).toBe(200);
    const [pend] = list.json().videos;
    expect(pend).toEqual({
      id: expect.any(Number),
      component_id: video,
      campaign_id: scene.campaignA.id,
      video_file: '/uploads/v.mp4',
      youtube_url: null,
      requested_at: expect.any(String),
    });
    const end = Date.now() + 2000;
    while (!events.length && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
    expect(events.map((e) => JSON.parse(e))).toContainEqual({
      type: 'video',
      broadcasterId: scene.users.broadcaster.id,
      triggerId: pend.id,
    });
    // The broadcaster's own control panel trigger too.
    events.length = 0;
    expect((await send(t.app, 'POST', '/api/v1/video-trigger/', { component: video }, scene.users.broadcaster.token)).statusCode).toBe(201);
    while (!events.length && Date.now() < end + 2000) await new Promise((r) => setTimeout(r, 10));
    expect(JSON.parse(events[0])).toMatchObject({ type: 'video', broadcasterId: scene.users.broadcaster.id });
    expect((await pending()).json().videos).toHaveLength(2);
    expect((await pending('wrong')).statusCode).toBe(404);
  });

  it('video plays by caller: the key authenticates; no key is a 404', async () => {
    const triggers: number[] = [];
    for (let i = 0; i < CALLERS.length; i++) triggers.push(await insertTrigger());
    expect(await statusByCaller(scene.users, (token, caller) => play(triggers[CALLERS.indexOf(caller)], null, token))).toEqual(
      Object.fromEntries(CALLERS.map((c) => [c, 404])),
    );
    expect(await statusByCaller(scene.users, (token, caller) => play(triggers[CALLERS.indexOf(caller)], key, token))).toEqual(
      Object.fromEntries(CALLERS.map((c) => [c, 201])),
    );
  });

  it('a trigger plays once even with two overlays reporting at the same time, with the viewers at that moment', async () => {
    await q(
      `INSERT INTO viewership_samples (time, broadcaster_id, platform, stream_id, viewers) VALUES (now() - interval '1 minute', $1, 'twitch', 's', 42)`,
      [scene.users.broadcaster.id],
    );
    const trigger = await insertTrigger();
    const [a, b] = await Promise.all([play(trigger), play(trigger)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const won = a.statusCode === 201 ? a : b;
    expect(won.json()).toEqual({ id: expect.any(Number), viewers: 42, impressions: 42 });
    expect((a.statusCode === 409 ? a : b).json()).toEqual({ detail: 'This video has already been played.' });
    const [row] = await q<{ played: boolean; viewer_count: number }>(
      'SELECT played_at IS NOT NULL AS played, viewer_count FROM video_triggers WHERE id = $1',
      [trigger],
    );
    expect(row).toEqual({ played: true, viewer_count: 42 });
    const [plays] = await q<{ n: number }>('SELECT count(*)::int AS n FROM video_plays WHERE component_id = $1 AND viewers = 42', [video]);
    expect(plays.n).toBe(1);
    expect((await pending()).json().videos.map((v: { id: number }) => v.id)).not.toContain(trigger);
    // Someone else's trigger, or an unknown one: nothing recorded.
    const res = await play(999999);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ trigger: ['Invalid pk "999999" - object does not exist.'] });
  });

  it('test pattern: asked for, pending with its size, shown once', async () => {
    const asked = await send(t.app, 'POST', '/api/v1/browsersource-test-pattern/', { size: '1280x720' }, scene.users.broadcaster.token);
    expect(asked.statusCode).toBe(201);
    const id = asked.json().id as number;
    const end = Date.now() + 2000;
    while (!events.some((e) => JSON.parse(e).type === 'test-pattern') && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
    expect(events.map((e) => JSON.parse(e))).toContainEqual({
      type: 'test-pattern',
      broadcasterId: scene.users.broadcaster.id,
      patternId: id,
    });
    expect((await pending()).json().test_patterns).toEqual([{ id, size: '1280x720', requested_at: expect.any(String) }]);
    const shown = (k: string | null = key, token?: string) =>
      send(
        t.app,
        'POST',
        `/browsersource/${scene.users.broadcaster.login}/test-patterns/${id}/shown/${k === null ? '' : `?key=${k}`}`,
        undefined,
        token,
      );
    expect(await statusByCaller(scene.users, (token) => shown(null, token))).toEqual(Object.fromEntries(CALLERS.map((c) => [c, 404])));
    expect((await shown()).statusCode).toBe(200);
    expect((await shown()).statusCode).toBe(409);
    expect((await pending()).json().test_patterns).toEqual([]);
    expect(
      (await send(t.app, 'POST', `/browsersource/${scene.users.broadcaster.login}/test-patterns/999999/shown/?key=${key}`)).statusCode,
    ).toBe(404);
  });
});
