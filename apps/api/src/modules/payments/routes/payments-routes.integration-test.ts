import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, sameRequestByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// Spec 02 §3 Payment metrics (viewable_minutes, clicks for a calendar month), §7 GET metrics/payments/{year}/{month}.
let t: TestApp;
let scene: RoleScene;
/** The app's clock, not the machine's: March 2026 is the open month whatever day the tests run. */
const NOW = new Date('2026-03-20T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  scene = await createRoleScene(t.db, 'pay');
  const { broadcaster, otherBroadcaster } = scene.users;
  const viewership = `INSERT INTO rollup_daily_viewership (day, broadcaster_id, platform, viewable_minutes) VALUES ($1, $2, $3, $4)`;
  await t.db.query(viewership, ['2026-03-01', broadcaster.id, 'twitch', 1200.4]);
  await t.db.query(viewership, ['2026-03-31', broadcaster.id, 'youtube', 800]);
  await t.db.query(viewership, ['2026-04-01', broadcaster.id, 'twitch', 5000]); // next month
  await t.db.query(viewership, ['2026-03-15', otherBroadcaster.id, 'twitch', 9999]); // someone else
  const [component] = await t.db.query<{ id: number }>(
    "INSERT INTO components (campaign_id, type, name) VALUES ($1, 'custom-link', 'Link') RETURNING id",
    [scene.campaignA.id],
  );
  const clicks = `INSERT INTO rollup_daily_components (day, campaign_id, broadcaster_id, component_id, component_type, clicks, bot_clicks) VALUES ($1, $2, $3, $4, 'custom-link', $5, 50)`;
  await t.db.query(clicks, ['2026-03-10', scene.campaignA.id, broadcaster.id, component.id, 12]);
  await t.db.query(clicks, ['2026-02-28', scene.campaignA.id, broadcaster.id, component.id, 40]);
});
afterAll(() => t.close());

describe('GET metrics/payments/{year}/{month}', () => {
  it('answers broadcasters only, each their own', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', '/api/v1/metrics/payments/2026/3')).toEqual({
      anonymous: 401,
      admin: 403,
      editor: 403,
      readOnlyManager: 403,
      otherTeamManager: 403,
      brandViewer: 403,
      broadcaster: 200,
      otherBroadcaster: 200,
    });
  });

  it("sums the month's viewable minutes and human clicks with the fee schedule", async () => {
    const res = await send(t.app, 'GET', '/api/v1/metrics/payments/2026/03', undefined, scene.users.broadcaster.token);
    expect(res.json()).toEqual({
      year: 2026,
      month: 3,
      viewable_minutes: 2000,
      clicks: 12,
      held_clicks: 0,
      fee_schedule: { currency: 'USD', per_thousand_viewable_minutes: 0.5, per_click: 0.1 },
      estimated_amount: 2.2,
    });
    const other = await send(t.app, 'GET', '/api/v1/metrics/payments/2026/3', undefined, scene.users.otherBroadcaster.token);
    expect(other.json()).toMatchObject({ viewable_minutes: 9999, clicks: 0 });
    const empty = await send(t.app, 'GET', '/api/v1/metrics/payments/2025/12', undefined, scene.users.broadcaster.token);
    expect(empty.json()).toMatchObject({ viewable_minutes: 0, clicks: 0, estimated_amount: 0 });
  });

  it('refuses a month or year out of range with 400', async () => {
    for (const path of ['2026/13', '2026/0', '1999/5', 'abcd/5', '2026/5x', '20260/1']) {
      const res = await send(t.app, 'GET', `/api/v1/metrics/payments/${path}`, undefined, scene.users.broadcaster.token);
      expect(res.statusCode, path).toBe(400);
    }
  });
});
