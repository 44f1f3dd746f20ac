import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, setCampaignStatus } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 01 §2 Fullscreen video trigger ('broadcasters and component required', §5), §7 POST video-trigger/;
// spec 02 §7 (a broadcaster triggers with the component only); decision 442.
describe('video-trigger', () => {
  let t: TestApp;
  let scene: RoleScene;
  const ids: Record<string, number> = {};
  const count = async () => Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM video_triggers'))[0].n);

  const component = async (type: string, extra: { ready?: boolean; end?: Date; campaignId?: number } = {}) => {
    const [{ id }] = await t.db.query<{ id: number }>(
      'INSERT INTO components (campaign_id, type, name, is_ready, end_time) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [extra.campaignId ?? scene.campaignA.id, type, `${type} x`, extra.ready ?? true, extra.end ?? null],
    );
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'vtr');
    ids.video = await component('fullscreen-video');
    ids.notReady = await component('fullscreen-video', { ready: false });
    ids.ended = await component('fullscreen-video', { end: daysFromNow(-1) });
    ids.graphic = await component('live-graphics');
    ids.otherVideo = await component('fullscreen-video', { campaignId: scene.campaignB.id });
  });
  afterAll(() => t.close());

  it('by caller: managers who may edit name Active broadcasters; a broadcaster only themselves on their campaign', async () => {
    const before = await count();
    const statuses = await statusByCaller(scene.users, (token, caller) =>
      send(
        t.app,
        'POST',
        '/api/v1/video-trigger/',
        caller === 'broadcaster' || caller === 'otherBroadcaster'
          ? { component: ids.video }
          : { component: ids.video, broadcasters: [scene.users.broadcaster.login] },
        token,
      ),
    );
    expect(statuses).toEqual({
      anonymous: 401,
      admin: 201,
      editor: 201,
      readOnlyManager: 403,
      otherTeamManager: 400,
      brandViewer: 403,
      broadcaster: 201,
      otherBroadcaster: 404,
    });
    expect(await count()).toBe(before + 3);
  });

  it('stores one row per broadcaster and answers the count', async () => {
    const res = await send(
      t.app,
      'POST',
      '/api/v1/video-trigger/',
      { component: ids.video, broadcasters: [scene.users.broadcaster.login.toUpperCase()] },
      scene.users.editor.token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ triggered: 1 });
    const [row] = await t.db.query<{ component_id: number; broadcaster_id: number; requested_by: number; played_at: Date | null }>(
      'SELECT component_id, broadcaster_id, requested_by, played_at FROM video_triggers ORDER BY id DESC LIMIT 1',
    );
    expect(row).toEqual({
      component_id: ids.video,
      broadcaster_id: scene.users.broadcaster.id,
      requested_by: scene.users.editor.id,
      played_at: null,
    });
  });

  it('bad input: the spec messages, nothing stored', async () => {
    const before = await count();
    const post = (body: unknown, token = scene.users.editor.token) => send(t.app, 'POST', '/api/v1/video-trigger/', body, token);
    let res = await post({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ broadcasters: ['Required Field'], component: ['Required Field'] });
    res = await post({ component: ids.video, broadcasters: [] });
    expect(res.json()).toEqual({ broadcasters: ['Required Field'] });
    for (const bad of [ids.notReady, ids.ended, ids.graphic, ids.otherVideo, 999999]) {
      res = await post({ component: bad, broadcasters: [scene.users.broadcaster.login] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ component: ['Not a valid component field'] });
    }
    res = await post({ component: ids.video, broadcasters: [scene.users.broadcaster.login, scene.users.otherBroadcaster.login] });
    expect(res.json()).toEqual({ broadcasters: ['Please select a valid broadcaster!'] });
    res = await post({}, scene.users.broadcaster.token);
    expect(res.json()).toEqual({ component: ['Required Field'] });
    res = await post({ component: ids.notReady }, scene.users.broadcaster.token);
    expect(res.json()).toEqual({ component: ['Not a valid component field'] });
    expect(await count()).toBe(before);
  });

  it('only Active broadcasters: a Pending one is refused', async () => {
    await setCampaignStatus(t.db, scene.campaignA.id, scene.users.broadcaster.id, 'Pending');
    const before = await count();
    const res = await send(
      t.app,
      'POST',
      '/api/v1/video-trigger/',
      { component: ids.video, broadcasters: [scene.users.broadcaster.login] },
      scene.users.editor.token,
    );
    expect(res.json()).toEqual({ broadcasters: ['Please select a valid broadcaster!'] });
    expect((await send(t.app, 'POST', '/api/v1/video-trigger/', { component: ids.video }, scene.users.broadcaster.token)).statusCode).toBe(
      404,
    );
    expect(await count()).toBe(before);
    await setCampaignStatus(t.db, scene.campaignA.id, scene.users.broadcaster.id, 'Active');
  });
});

// spec 01 §7 POST browsersource-test-pattern/, spec 02 §4 sizes; decision 442.
describe('browsersource-test-pattern', () => {
  let t: TestApp;
  let scene: RoleScene;
  const count = async () => Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM browsersource_test_patterns'))[0].n);

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'tpat');
  });
  afterAll(() => t.close());

  it('by caller: broadcasters for themselves; managers who may edit for a broadcaster of their campaigns', async () => {
    const statuses = await statusByCaller(scene.users, (token, caller) =>
      send(
        t.app,
        'POST',
        '/api/v1/browsersource-test-pattern/',
        caller === 'broadcaster' || caller === 'otherBroadcaster'
          ? { size: '1920x1080' }
          : { size: '1600x900', broadcaster: scene.users.broadcaster.login },
        token,
      ),
    );
    expect(statuses).toEqual({
      anonymous: 401,
      admin: 201,
      editor: 201,
      readOnlyManager: 403,
      otherTeamManager: 400,
      brandViewer: 403,
      broadcaster: 201,
      otherBroadcaster: 201,
    });
  });

  it('answers and stores the request', async () => {
    const res = await send(t.app, 'POST', '/api/v1/browsersource-test-pattern/', { size: '1280x720' }, scene.users.broadcaster.token);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      broadcaster: scene.users.broadcaster.login,
      size: '1280x720',
      requested_at: expect.any(String),
    });
    const [row] = await t.db.query<{ broadcaster_id: number; size: string; shown_at: Date | null }>(
      'SELECT broadcaster_id, size, shown_at FROM browsersource_test_patterns WHERE id = $1',
      [res.json().id],
    );
    expect(row).toEqual({ broadcaster_id: scene.users.broadcaster.id, size: '1280x720', shown_at: null });
  });

  it('bad input: messages, nothing stored', async () => {
    const before = await count();
    const post = (body: unknown, token: string) => send(t.app, 'POST', '/api/v1/browsersource-test-pattern/', body, token);
    let res = await post({}, scene.users.broadcaster.token);
    expect(res.json()).toEqual({ size: ['Required Field'] });
    res = await post({ size: '800x600' }, scene.users.broadcaster.token);
    expect(res.json()).toEqual({ size: ['Select a valid choice. 800x600 is not one of the available choices.'] });
    res = await post({ size: '1920x1080', broadcaster: scene.users.otherBroadcaster.login }, scene.users.broadcaster.token);
    expect(res.json()).toEqual({ broadcaster: ['Please select a valid broadcaster!'] });
    res = await post({ size: '1920x1080' }, scene.users.editor.token);
    expect(res.json()).toEqual({ broadcaster: ['Required Field'] });
    res = await post({ size: '1920x1080', broadcaster: scene.users.otherBroadcaster.login }, scene.users.editor.token);
    expect(res.json()).toEqual({ broadcaster: ['Please select a valid broadcaster!'] });
    expect(res.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});
