import { messages } from '@advocate/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBroadcaster, daysFromNow, insertCampaign, setCampaignStatus } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, sameRequestByCaller, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 01 §3 Campaign, §4 ended, §7 detail read / update / delete; decisions 320, 323.
describe('GET, PATCH and DELETE /api/v1/campaigns/{slug}/', () => {
  let t: TestApp;
  let scene: RoleScene;

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'upd');
  });
  afterAll(() => t.close());

  const url = (slug: string, query = '') => `/api/v1/campaigns/${slug}/${query}`;

  it('reads the detail for managers in scope; another team 404, broadcasters 403', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', url(scene.campaignA.slug))).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 404,
      brandViewer: 200,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const res = await send(t.app, 'GET', url(scene.campaignA.slug), undefined, scene.users.editor.token);
    expect(res.json()).toMatchObject({
      slug: scene.campaignA.slug,
      team: scene.teamA,
      seconds_per_impression: 15,
      twitch_chatbot_account: null,
      squads: [],
      active_periods: [],
    });
    expect(res.json()).not.toHaveProperty('metrics');
    expect((await send(t.app, 'GET', url('no-such-campaign'), undefined, scene.users.admin.token)).statusCode).toBe(404);
  });

  it('adds metrics and the overview figures per range from the rollups with include_metrics=true', async () => {
    const { id } = scene.campaignA;
    const b = scene.users.broadcaster.id;
    const [{ id: component }] = await t.db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'banner-graphics', 'b') RETURNING id`,
      [id],
    );
    await t.db.query(
      `INSERT INTO rollup_daily_components (day, campaign_id, broadcaster_id, component_id, component_type, clicks, conversions, impressions)
       VALUES (current_date, $1, $2, $3, 'banner-graphics', 5, 1, 100), (current_date - 20, $1, $2, $3, 'banner-graphics', 4, 0, 10),
              (current_date - 45, $1, $2, $3, 'banner-graphics', 3, 0, 0), (current_date - 200, $1, $2, $3, 'banner-graphics', 2, 0, 0)`,
      [id, b, component],
    );
    await t.db.query(
      `INSERT INTO rollup_daily_campaign_viewership (day, campaign_id, broadcaster_id, platform, viewable_minutes, minutes_broadcast, broadcasts)
       VALUES (current_date - 1, $1, $2, 'twitch', 600, 60, 1), (current_date - 70, $1, $2, 'youtube', 400, 30, 2)`,
      [id, b],
    );
    const res = await send(t.app, 'GET', url(scene.campaignA.slug, '?include_metrics=true'), undefined, scene.users.readOnlyManager.token);
    const body = res.json();
    expect(body.metrics).toEqual({ clicks: 14, conversions: 1 });
    expect(
      Object.fromEntries(
        Object.entries(body.overview_metrics_set as Record<string, { clicks: number; viewable_minutes: number }>).map(([k, v]) => [
          k,
          [v.clicks, v.viewable_minutes],
        ]),
      ),
    ).toEqual({
      '07': [5, 600],
      '30': [9, 600],
      '60': [12, 600],
      '90': [12, 1000],
      all: [14, 1000],
    });
  });

  it('updates for editors and admins only; another team 404, read-only 403, nothing changes for them', async () => {
    const statuses = await statusByCaller(scene.users, (token, caller) =>
      send(t.app, 'PATCH', url(scene.campaignA.slug), { description: `by ${caller}` }, token),
    );
    expect(statuses).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const [row] = await t.db.query<{ description: string }>('SELECT description FROM campaigns WHERE id = $1', [scene.campaignA.id]);
    expect(row.description).toBe('by editor');
  });

  it('records settings_updated for toggles and campaign_updated for details', async () => {
    await send(
      t.app,
      'PATCH',
      url(scene.campaignA.slug),
      { auto_active_invites: true, daily_impression_cap: 50 },
      scene.users.editor.token,
    );
    await send(t.app, 'PATCH', url(scene.campaignA.slug), { name: 'Renamed', requirements: 'Be kind' }, scene.users.editor.token);
    const events = await t.db.query<{ event_type: string }>(
      'SELECT event_type FROM campaign_events WHERE campaign_id = $1 ORDER BY id DESC LIMIT 2',
      [scene.campaignA.id],
    );
    expect(events.map((e) => e.event_type)).toEqual(['campaign_updated', 'settings_updated']);
    const res = await send(t.app, 'GET', url(scene.campaignA.slug), undefined, scene.users.editor.token);
    expect(res.json()).toMatchObject({ name: 'Renamed', requirements: 'Be kind', auto_active_invites: true, daily_impression_cap: 50 });
  });

  it.each([
    [{ name: '' }, { name: [messages.required] }],
    [{ end_date: '2000-01-01T00:00:00Z', start_date: '2001-01-01T00:00:00Z' }, { end_date: [messages.endAfterStart] }],
    [{ impression_cutoff: -1 }, { impression_cutoff: [messages.biggerThan(0)] }],
  ])('refuses %j and changes nothing', async (patch, expected) => {
    const before = await t.db.query('SELECT * FROM campaigns WHERE id = $1', [scene.campaignA.id]);
    const events = await t.db.query('SELECT id FROM campaign_events WHERE campaign_id = $1', [scene.campaignA.id]);
    const res = await send(t.app, 'PATCH', url(scene.campaignA.slug), patch, scene.users.admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    expect(await t.db.query('SELECT * FROM campaigns WHERE id = $1', [scene.campaignA.id])).toEqual(before);
    expect(await t.db.query('SELECT id FROM campaign_events WHERE campaign_id = $1', [scene.campaignA.id])).toEqual(events);
  });

  it('ends the campaign with end_date now: statuses become Campaign Ended, one event; then it refuses changes', async () => {
    const id = await insertCampaign(t.db, { slug: 'upd-ending', teamId: scene.teamA, start: daysFromNow(-3), end: daysFromNow(30) });
    const statuses = ['Active', 'Pending', 'Flagged', 'Deactivated', 'Invited', 'Declined'];
    for (const [i, status] of statuses.entries())
      await setCampaignStatus(t.db, id, (await createBroadcaster(t.db, `ending_${i}`)).id, status);
    const res = await send(
      t.app,
      'PATCH',
      url('upd-ending'),
      { end_date: new Date(Date.now() + 5000).toISOString() },
      scene.users.editor.token,
    );
    expect(res.statusCode).toBe(200);
    expect(new Date(res.json().end_date).getTime()).toBeLessThanOrEqual(Date.now());
    const after = await t.db.query<{ status: string }>(
      `SELECT s.status FROM campaign_statuses s JOIN users u ON u.id = s.broadcaster_id WHERE s.campaign_id = $1 ORDER BY u.username`,
      [id],
    );
    expect(after.map((r) => r.status)).toEqual([
      'Campaign Ended',
      'Campaign Ended',
      'Campaign Ended',
      'Campaign Ended',
      'Invited',
      'Declined',
    ]);
    const events = await t.db.query<{ event_type: string }>('SELECT event_type FROM campaign_events WHERE campaign_id = $1', [id]);
    expect(events.map((e) => e.event_type)).toEqual(['campaign_ended']);
    const again = await send(t.app, 'PATCH', url('upd-ending'), { description: 'late' }, scene.users.admin.token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [messages.campaignEnded] });
  });

  it('ends a campaign that has not started yet: start and end move to now, statuses end (decision 681)', async () => {
    const id = await insertCampaign(t.db, {
      slug: 'upd-ending-upcoming',
      teamId: scene.teamA,
      start: daysFromNow(5),
      end: daysFromNow(30),
    });
    await setCampaignStatus(t.db, id, (await createBroadcaster(t.db, 'upcoming_0')).id, 'Active');
    const refused = await send(
      t.app,
      'PATCH',
      url('upd-ending-upcoming'),
      { end_date: new Date().toISOString() },
      scene.users.readOnlyManager.token,
    );
    expect(refused.statusCode).toBe(403);
    const before = Date.now();
    const res = await send(t.app, 'PATCH', url('upd-ending-upcoming'), { end_date: new Date().toISOString() }, scene.users.editor.token);
    expect(res.statusCode).toBe(200);
    const { start_date, end_date } = res.json() as { start_date: string; end_date: string };
    expect(new Date(end_date).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(end_date).getTime()).toBeLessThanOrEqual(Date.now());
    expect(new Date(start_date).getTime()).toBeLessThan(new Date(end_date).getTime());
    const after = await t.db.query<{ status: string }>('SELECT status FROM campaign_statuses WHERE campaign_id = $1', [id]);
    expect(after.map((r) => r.status)).toEqual(['Campaign Ended']);
    const events = await t.db.query<{ event_type: string }>('SELECT event_type FROM campaign_events WHERE campaign_id = $1', [id]);
    expect(events.map((e) => e.event_type)).toEqual(['campaign_ended']);
  });

  it('still refuses a details edit whose end comes before its start, changing nothing', async () => {
    await insertCampaign(t.db, { slug: 'upd-upcoming-edit', teamId: scene.teamA, start: daysFromNow(5), end: daysFromNow(30) });
    const res = await send(
      t.app,
      'PATCH',
      url('upd-upcoming-edit'),
      { start_date: daysFromNow(5).toISOString(), end_date: daysFromNow(-1).toISOString() },
      scene.users.editor.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ end_date: [messages.endAfterStart] });
    const read = (await send(t.app, 'GET', url('upd-upcoming-edit'), undefined, scene.users.editor.token)).json() as { end_date: string };
    expect(new Date(read.end_date).getTime()).toBeGreaterThan(Date.now());
  });

  it('deletes for editors and admins; the campaign and its rows vanish', async () => {
    for (const caller of [
      'admin',
      'editor',
      'readOnlyManager',
      'otherTeamManager',
      'brandViewer',
      'broadcaster',
      'otherBroadcaster',
      'anonymous',
    ]) {
      await insertCampaign(t.db, { slug: `upd-del-${caller.toLowerCase()}`, teamId: scene.teamA });
    }
    const statuses = await statusByCaller(scene.users, (token, caller) =>
      send(t.app, 'DELETE', url(`upd-del-${caller.toLowerCase()}`), undefined, token),
    );
    expect(statuses).toEqual({
      anonymous: 401,
      admin: 204,
      editor: 204,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const left = await t.db.query<{ slug: string }>(`SELECT slug FROM campaigns WHERE slug LIKE 'upd-del-%' ORDER BY slug`);
    expect(left.map((r) => r.slug)).not.toContain('upd-del-admin');
    expect(left.map((r) => r.slug)).not.toContain('upd-del-editor');
    expect(left).toHaveLength(6);
  });
});

describe('PATCH with the whole campaign and one toggle changed (spec 01 §7)', () => {
  it('writes only the toggle and records settings_updated; an unchanged body writes nothing', async () => {
    const t = await createTestApp();
    const scene = await createRoleScene(t.db, 'whole');
    const url = `/api/v1/campaigns/${scene.campaignA.slug}/`;
    const current = (await send(t.app, 'GET', url, undefined, scene.users.editor.token)).json();
    const same = await send(t.app, 'PATCH', url, current, scene.users.editor.token);
    expect(same.statusCode).toBe(200);
    expect(await t.db.query('SELECT id FROM campaign_events WHERE campaign_id = $1', [scene.campaignA.id])).toEqual([]);
    const toggled = await send(t.app, 'PATCH', url, { ...current, keyword_links: true }, scene.users.editor.token);
    expect(toggled.json()).toMatchObject({ keyword_links: true, name: current.name, end_date: current.end_date });
    const events = await t.db.query<{ event_type: string }>('SELECT event_type FROM campaign_events WHERE campaign_id = $1', [
      scene.campaignA.id,
    ]);
    expect(events.map((e) => e.event_type)).toEqual(['settings_updated']);
    await t.close();
  });
});
