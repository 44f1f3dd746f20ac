import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertCampaign } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, sameRequestByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 01 §2 overview charts, §7 GET metrics/{metric}/; campaign-events/ (spec 01 §2 activity feed, §7).
describe('metrics/clicks-by-day/, metrics/viewership/ and campaign-events/', () => {
  let t: TestApp;
  let scene: RoleScene;

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'met');
    const { id } = scene.campaignA;
    const b = scene.users.broadcaster.id;
    const [{ id: component }] = await t.db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'banner-graphics', 'b') RETURNING id`,
      [id],
    );
    await t.db.query(
      `INSERT INTO rollup_daily_components (day, campaign_id, broadcaster_id, component_id, component_type, clicks, conversions)
       VALUES (current_date, $1, $2, $3, 'banner-graphics', 5, 1), (current_date - 2, $1, $2, $3, 'banner-graphics', 4, 0)`,
      [id, b, component],
    );
    await t.db.query(
      `INSERT INTO rollup_daily_campaign_viewership (day, campaign_id, broadcaster_id, platform, viewable_minutes, samples, viewer_sum, peak_viewers)
       VALUES (current_date - 1, $1, $2, 'twitch', 600, 4, 40, 15), (current_date - 1, $1, $2, 'youtube', 60, 2, 4, 3)`,
      [id, b],
    );
    for (let i = 0; i < 3; i += 1) {
      await t.db.query(
        `INSERT INTO campaign_events (campaign_id, event_type, message, created) VALUES ($1, 'campaign_updated', $2, now() - $3 * interval '1 minute')`,
        [id, `e${i}`, i],
      );
    }
  });
  afterAll(() => t.close());

  it('answers managers in scope only', async () => {
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
    const q = `?campaign=${scene.campaignA.slug}`;
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', `/api/v1/metrics/clicks-by-day/${q}&days=07`)).toEqual(expected);
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', `/api/v1/metrics/viewership/${q}`)).toEqual(expected);
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', `/api/v1/campaign-events/${q}&limit=100&offset=0`)).toEqual(expected);
  });

  it('answers one entry per day of the range, zero where the rollup has none', async () => {
    const res = await send(
      t.app,
      'GET',
      `/api/v1/metrics/clicks-by-day/?campaign=${scene.campaignA.slug}&days=07`,
      undefined,
      scene.users.editor.token,
    );
    const days = res.json() as Array<{ day: string; clicks: number }>;
    expect(days).toHaveLength(7);
    expect(days.map((d) => d.clicks)).toEqual([0, 0, 0, 0, 4, 0, 5]);
    const all = await send(
      t.app,
      'GET',
      `/api/v1/metrics/clicks-by-day/?campaign=${scene.campaignA.slug}&days=all`,
      undefined,
      scene.users.editor.token,
    );
    expect((all.json() as unknown[]).length).toBe(11); // the fixture campaign started 10 days ago
  });

  it('sums viewership over platforms per day with average and peak viewers', async () => {
    const res = await send(
      t.app,
      'GET',
      `/api/v1/metrics/viewership/?campaign=${scene.campaignA.slug}&days=07`,
      undefined,
      scene.users.editor.token,
    );
    const day = (res.json() as Array<{ viewable_minutes: number }>).find((d) => d.viewable_minutes > 0);
    expect(day).toMatchObject({ viewable_minutes: 660, average_viewers: 7, peak_viewers: 15 });
  });

  it('stops a chart at the campaign end and refuses an unknown range', async () => {
    await insertCampaign(t.db, { slug: 'met-past', teamId: scene.teamA, start: daysFromNow(-20), end: daysFromNow(-15) });
    const res = await send(t.app, 'GET', '/api/v1/metrics/clicks-by-day/?campaign=met-past&days=all', undefined, scene.users.admin.token);
    expect((res.json() as unknown[]).length).toBeGreaterThanOrEqual(5);
    expect((res.json() as unknown[]).length).toBeLessThanOrEqual(7);
    const week = await send(t.app, 'GET', '/api/v1/metrics/clicks-by-day/?campaign=met-past&days=07', undefined, scene.users.admin.token);
    const days = (week.json() as Array<{ day: string }>).map((d) => d.day);
    expect(days).toHaveLength(7);
    expect(days[6]).toBe(daysFromNow(-15).toISOString().slice(0, 10)); // an ended campaign's range ends on its last day
    const bad = await send(t.app, 'GET', '/api/v1/metrics/clicks-by-day/?campaign=met-past&days=5', undefined, scene.users.admin.token);
    expect(bad.statusCode).toBe(400);
  });

  it('pages campaign events newest first', async () => {
    const res = await send(
      t.app,
      'GET',
      `/api/v1/campaign-events/?campaign=${scene.campaignA.slug}&limit=2&offset=0`,
      undefined,
      scene.users.brandViewer.token,
    );
    expect((res.json() as Array<{ message: string }>).map((e) => e.message)).toEqual(['e0', 'e1']);
    const next = await send(
      t.app,
      'GET',
      `/api/v1/campaign-events/?campaign=${scene.campaignA.slug}&limit=2&offset=2`,
      undefined,
      scene.users.brandViewer.token,
    );
    expect((next.json() as Array<{ message: string }>).map((e) => e.message)).toEqual(['e2']);
    const bad = await send(
      t.app,
      'GET',
      `/api/v1/campaign-events/?campaign=${scene.campaignA.slug}&limit=100000`,
      undefined,
      scene.users.admin.token,
    );
    expect(bad.statusCode).toBe(400);
  });
});
