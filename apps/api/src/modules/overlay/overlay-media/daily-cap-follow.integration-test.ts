import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findOverlayBroadcasterById } from '../repositories/overlay-repository.ts';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';
import { LIVE_CHANNEL } from '../../../platform/live/live-events.ts';
import { overlayState } from '../overlay-state.ts';

// Issue 8 remainder (a), decision 615: a daily cap raised mid-day after it was reached brings the
// graphic back to the overlay at once; the flag follows the cap the manager sets, both ways.
const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('daily cap changed by a manager', () => {
  let t: TestApp;
  let scene: RoleScene;
  let clock = new Date();
  let key = '';
  const events: string[] = [];
  let stopListening: () => Promise<void> = async () => {};

  const q = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => t.db.query<T>(sql, params);
  const editor = () => scene.users.editor.token;
  const campaignEvent = () => JSON.stringify({ type: 'campaign', campaignId: scene.campaignA.id });
  const liveGraphic = async (name: string) => {
    const [{ id }] = await q<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'live-graphics', $2) RETURNING id`,
      [scene.campaignA.id, name],
    );
    const [v] = await q<{ id: number }>(
      `INSERT INTO component_versions (component_id, content_id, sequence_number, image, config) VALUES ($1, $2, 1, '/uploads/g.png', '{"duration": 10}') RETURNING id`,
      [id, `cap${id}`],
    );
    return { id, version: v.id };
  };
  /** A 10 s display that ended at the clock, reported by the overlay. */
  const show = (g: { id: number; version: number }) =>
    send(t.app, 'POST', `/browsersource/${scene.users.broadcaster.login}/displays/?key=${key}`, {
      component: g.id,
      version: g.version,
      started_at: new Date(clock.getTime() - 10 * SECOND).toISOString(),
      seconds: 10,
    });
  const onOverlay = async () => {
    const b = await findOverlayBroadcasterById(t.db, scene.users.broadcaster.id);
    return (await overlayState(t.db, b!, clock)).rotations.flatMap((r) => r.items.map((i) => i.component_id));
  };
  const flag = async (table: 'components' | 'campaigns', id: number) =>
    (await q<{ daily_cap_reached: boolean }>(`SELECT daily_cap_reached FROM ${table} WHERE id = $1`, [id]))[0].daily_cap_reached;
  const heard = async () => {
    const end = Date.now() + 2000;
    while (!events.includes(campaignEvent()) && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
    return events.includes(campaignEvent());
  };

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    scene = await createRoleScene(t.db, 'capf');
    [{ browsersource_key: key }] = await q<{ browsersource_key: string }>('SELECT browsersource_key FROM profiles WHERE user_id = $1', [
      scene.users.broadcaster.id,
    ]);
    stopListening = await t.db.listen(LIVE_CHANNEL, (p) => events.push(p));
  }, 180_000);
  afterAll(async () => {
    await stopListening();
    await t?.close();
  });
  beforeEach(async () => {
    clock = new Date(clock.getTime() + MINUTE);
    await q(`INSERT INTO viewership_samples (time, broadcaster_id, platform, stream_id, viewers) VALUES ($1, $2, 'twitch', 's1', 90)`, [
      new Date(clock.getTime() - 30 * SECOND),
      scene.users.broadcaster.id,
    ]);
    events.length = 0;
  });

  it('component: raising the reached cap clears the flag and returns the graphic at once; lowering it sets the flag', async () => {
    const g = await liveGraphic('capf graphic');
    expect((await send(t.app, 'PATCH', `/api/v1/components/${g.id}/`, { daily_impression_cap: 60 }, editor())).statusCode).toBe(200);
    expect((await show(g)).json()).toMatchObject({ impressions: 60 });
    expect(await flag('components', g.id)).toBe(true);
    expect(await onOverlay()).not.toContain(g.id);

    events.length = 0;
    const raised = await send(t.app, 'PATCH', `/api/v1/components/${g.id}/`, { daily_impression_cap: 1000 }, editor());
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().daily_cap_reached).toBe(false);
    expect(await flag('components', g.id)).toBe(false);
    expect(await heard()).toBe(true);
    expect(await onOverlay()).toContain(g.id);

    // Raised but still at or under today's impressions: stays reached.
    expect((await send(t.app, 'PATCH', `/api/v1/components/${g.id}/`, { daily_impression_cap: 60 }, editor())).statusCode).toBe(200);
    expect(await flag('components', g.id)).toBe(true);
    expect(await onOverlay()).not.toContain(g.id);
    // Cleared (no cap): back.
    expect((await send(t.app, 'PATCH', `/api/v1/components/${g.id}/`, { daily_impression_cap: null }, editor())).statusCode).toBe(200);
    expect(await flag('components', g.id)).toBe(false);
    expect(await onOverlay()).toContain(g.id);
    await q('UPDATE components SET is_deleted = true WHERE id = $1', [g.id]);
  });

  it('campaign: raising the reached cap clears the flag and returns its graphics at once', async () => {
    const g = await liveGraphic('capf campaign graphic');
    const [{ today }] = await q<{ today: number }>(
      `SELECT coalesce(sum(impressions), 0)::int AS today FROM rollup_daily_components WHERE campaign_id = $1 AND day = ($2::timestamptz AT TIME ZONE 'UTC')::date`,
      [scene.campaignA.id, clock],
    );
    const patchCap = (cap: number | null) =>
      send(t.app, 'PATCH', `/api/v1/campaigns/${scene.campaignA.slug}/`, { daily_impression_cap: cap }, editor());
    expect((await patchCap(today + 30)).statusCode).toBe(200);
    expect((await show(g)).json()).toMatchObject({ impressions: 30 });
    expect(await flag('campaigns', scene.campaignA.id)).toBe(true);
    expect(await onOverlay()).toEqual([]);

    events.length = 0;
    const raised = await patchCap(today + 1000);
    expect(raised.statusCode, raised.body).toBe(200);
    expect(await flag('campaigns', scene.campaignA.id)).toBe(false);
    expect(await heard()).toBe(true);
    expect(await onOverlay()).toContain(g.id);
    const page = await send(t.app, 'GET', `/api/v1/campaigns/${scene.campaignA.slug}/`, undefined, editor());
    expect(page.json().daily_cap_reached).toBe(false);

    expect((await patchCap(today + 30)).statusCode).toBe(200);
    expect(await flag('campaigns', scene.campaignA.id)).toBe(true);
    expect((await patchCap(null)).statusCode).toBe(200);
    expect(await flag('campaigns', scene.campaignA.id)).toBe(false);
  });

  it('a refused edit changes no flag', async () => {
    const g = await liveGraphic('capf refused');
    await q('UPDATE components SET daily_impression_cap = 60 WHERE id = $1', [g.id]);
    expect((await show(g)).statusCode).toBe(201);
    expect(await flag('components', g.id)).toBe(true);
    const res = await send(t.app, 'PATCH', `/api/v1/components/${g.id}/`, { daily_impression_cap: 1000, name: '' }, editor());
    expect(res.statusCode).toBe(400);
    expect(await flag('components', g.id)).toBe(true);
    // Callers who may not edit the component change nothing either.
    for (const caller of ['readOnlyManager', 'otherTeamManager', 'brandViewer', 'broadcaster', 'otherBroadcaster'] as const) {
      const refused = await send(t.app, 'PATCH', `/api/v1/components/${g.id}/`, { daily_impression_cap: 1000 }, scene.users[caller].token);
      expect(refused.statusCode, caller).toBeGreaterThanOrEqual(400);
    }
    expect((await send(t.app, 'PATCH', `/api/v1/components/${g.id}/`, { daily_impression_cap: 1000 })).statusCode).toBe(401);
    expect(await flag('components', g.id)).toBe(true);
  });
});
