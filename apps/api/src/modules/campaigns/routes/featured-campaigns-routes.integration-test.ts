import { messages } from '@advocate/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertCampaign, setCampaignStatus } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, sameRequestByCaller, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

const iso = (days: number) => daysFromNow(days).toISOString();

// spec 01 §2 Feature Broadcaster and featured-campaigns modals, §3 FeaturedCampaign, §4 Feature timing, §5 Feature form, §7.
describe('featured-campaigns/', () => {
  let t: TestApp;
  let scene: RoleScene;
  const insertFeature = async (campaignId: number, broadcasterId: number, from: number, to: number) =>
    (
      await t.db.query<{ id: number }>(
        `INSERT INTO featured_campaigns (campaign_id, broadcaster_id, start_time, end_time) VALUES ($1, $2, $3, $4) RETURNING id`,
        [campaignId, broadcasterId, daysFromNow(from), daysFromNow(to)],
      )
    )[0].id;

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'fea');
  });
  afterAll(() => t.close());

  it('lets managers in scope read the list', async () => {
    await insertFeature(scene.campaignA.id, scene.users.broadcaster.id, -1, 2);
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
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', `/api/v1/featured-campaigns/?campaign=${scene.campaignA.slug}`)).toEqual(
      expected,
    );
    const res = await send(
      t.app,
      'GET',
      `/api/v1/featured-campaigns/?campaign=${scene.campaignA.slug}`,
      undefined,
      scene.users.brandViewer.token,
    );
    expect(res.json()).toEqual([expect.objectContaining({ broadcaster: 'fea_caster', campaign: scene.campaignA.slug })]);
  });

  it('lets editors in scope feature a broadcaster of the campaign', async () => {
    const body = { broadcaster: 'fea_caster', campaign: scene.campaignA.slug, start_time: iso(1), end_time: iso(3) };
    const expected = {
      anonymous: 401,
      admin: 201,
      editor: 201,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    };
    expect(await sameRequestByCaller(t.app, scene.users, 'POST', '/api/v1/featured-campaigns/', body)).toEqual(expected);
    const list = await send(
      t.app,
      'GET',
      `/api/v1/featured-campaigns/?campaign=${scene.campaignA.slug}`,
      undefined,
      scene.users.editor.token,
    );
    expect((list.json() as unknown[]).length).toBe(3);
  });

  it('answers the form messages of libs/validation and writes nothing on bad input', async () => {
    const post = (body: object) =>
      send(t.app, 'POST', '/api/v1/featured-campaigns/', { campaign: scene.campaignA.slug, ...body }, scene.users.editor.token);
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ broadcaster: [messages.required], start_time: [messages.required], end_time: [messages.required] });
    const reversed = await post({ broadcaster: 'fea_caster', start_time: iso(3), end_time: iso(2) });
    expect(reversed.json()).toEqual({ end_time: [messages.endAfterStart] });
    const outside = await post({ broadcaster: 'fea_caster', start_time: iso(1), end_time: iso(30) });
    expect(outside.json()).toEqual({ end_time: [messages.withinCampaignDates] });
    const stranger = await post({ broadcaster: 'fea_other_caster', start_time: iso(1), end_time: iso(2) });
    expect(stranger.json()).toEqual({ broadcaster: [messages.selectValidBroadcaster] });
    const garbage = await post({ broadcaster: 'fea_caster', start_time: 'soon', end_time: iso(2) });
    expect(garbage.statusCode).toBe(400);
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM featured_campaigns WHERE campaign_id = $1`, [
      scene.campaignA.id,
    ]);
    expect(n).toBe(3);
  });

  it('changes and removes current and upcoming features only, for editors in scope', async () => {
    const b = scene.users.broadcaster.id;
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1) ids.push(await insertFeature(scene.campaignA.id, b, 1, 2));
    const patch = await statusByCaller(scene.users, (token, caller) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/featured-campaigns/${ids[['anonymous', 'admin', 'editor', 'readOnlyManager', 'otherTeamManager', 'brandViewer', 'broadcaster', 'otherBroadcaster'].indexOf(caller)]}/`,
        headers: token ? { authorization: `Token ${token}` } : {},
        payload: { end_time: iso(4) },
      }),
    );
    expect(patch).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const [{ end_time }] = await t.db.query<{ end_time: Date }>(`SELECT end_time FROM featured_campaigns WHERE id = $1`, [ids[2]]);
    expect(Math.abs(new Date(end_time).getTime() - daysFromNow(4).getTime())).toBeLessThan(60_000);
    const del = await statusByCaller(scene.users, (token, caller) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/featured-campaigns/${ids[['anonymous', 'admin', 'editor', 'readOnlyManager', 'otherTeamManager', 'brandViewer', 'broadcaster', 'otherBroadcaster'].indexOf(caller)]}/`,
        headers: token ? { authorization: `Token ${token}` } : {},
      }),
    );
    expect(del).toEqual({
      anonymous: 401,
      admin: 204,
      editor: 204,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });

    const past = await insertFeature(scene.campaignA.id, b, -5, -3);
    const locked = await send(t.app, 'PATCH', `/api/v1/featured-campaigns/${past}/`, { end_time: iso(1) }, scene.users.editor.token);
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual({ non_field_errors: [messages.featureEnded] });
    expect((await send(t.app, 'DELETE', `/api/v1/featured-campaigns/${past}/`, undefined, scene.users.editor.token)).statusCode).toBe(400);
    const outside = await send(t.app, 'PATCH', `/api/v1/featured-campaigns/${ids[7]}/`, { start_time: iso(-30) }, scene.users.editor.token);
    expect(outside.json()).toEqual({ start_time: [messages.withinCampaignDates] });
    expect(
      (await send(t.app, 'PATCH', '/api/v1/featured-campaigns/99999999/', { end_time: iso(1) }, scene.users.editor.token)).statusCode,
    ).toBe(404);
  });

  it('refuses features on an ended campaign', async () => {
    const id = await insertCampaign(t.db, { slug: 'fea-ended', teamId: scene.teamA, start: daysFromNow(-20), end: daysFromNow(-1) });
    await setCampaignStatus(t.db, id, scene.users.broadcaster.id, 'Campaign Ended');
    const res = await send(
      t.app,
      'POST',
      '/api/v1/featured-campaigns/',
      { broadcaster: 'fea_caster', campaign: 'fea-ended', start_time: iso(-5), end_time: iso(-2) },
      scene.users.editor.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [messages.campaignEnded] });
  });
});
