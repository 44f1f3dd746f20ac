import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, sameRequestByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 01 §3 Watch party; spec 02 §2 Watch party page ('the first ready, non-deleted watch-party component'); decision 444.
describe('watch-parties', () => {
  let t: TestApp;
  let scene: RoleScene;
  const ids: Record<string, number> = {};

  const party = async (campaignId: number, name: string, extra: { ready?: boolean; deleted?: boolean; end?: Date } = {}) => {
    const [{ id: comp }] = await t.db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name, is_ready, is_deleted, end_time) VALUES ($1, 'watch-party', $2, $3, $4, $5) RETURNING id`,
      [campaignId, name, extra.ready ?? true, extra.deleted ?? false, extra.end ?? null],
    );
    const [{ id }] = await t.db.query<{ id: number }>(
      `INSERT INTO watch_parties (campaign_id, component_id, game, api_key, current_source) VALUES ($1, $2, 'Chess', $3, 'https://party.example/room') RETURNING id`,
      [campaignId, comp, `key-${name}`],
    );
    ids[name] = id;
    ids[`${name}Component`] = comp;
  };

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'wpt');
    await party(scene.campaignA.id, 'ready');
    await party(scene.campaignA.id, 'pending', { ready: false });
    await party(scene.campaignA.id, 'deleted', { deleted: true });
    await party(scene.campaignA.id, 'ended', { end: daysFromNow(-1) });
    await party(scene.campaignB.id, 'other');
  });
  afterAll(() => t.close());

  it('by caller: broadcasters their own; managers with a campaign they see', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', `/api/v1/watch-parties/?campaign=${scene.campaignA.slug}`)).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 404,
      brandViewer: 200,
      broadcaster: 200,
      otherBroadcaster: 200,
    });
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', '/api/v1/watch-parties/')).toEqual({
      anonymous: 401,
      admin: 400,
      editor: 400,
      readOnlyManager: 400,
      otherTeamManager: 400,
      brandViewer: 400,
      broadcaster: 200,
      otherBroadcaster: 200,
    });
  });

  it('a broadcaster gets the ready, not deleted, not ended ones of campaigns they are Active on', async () => {
    const mine = (await send(t.app, 'GET', '/api/v1/watch-parties/', undefined, scene.users.broadcaster.token)).json();
    expect(mine).toEqual([
      {
        id: ids.ready,
        game: 'Chess',
        api_key: 'key-ready',
        current_version: { source: 'https://party.example/room' },
        component_id: ids.readyComponent,
        campaign: scene.campaignA.slug,
      },
    ]);
    const other = (
      await send(t.app, 'GET', `/api/v1/watch-parties/?campaign=${scene.campaignA.slug}`, undefined, scene.users.otherBroadcaster.token)
    ).json();
    expect(other).toEqual([]);
    await t.db.query(`UPDATE campaign_statuses SET status = 'Pending' WHERE broadcaster_id = $1`, [scene.users.broadcaster.id]);
    expect((await send(t.app, 'GET', '/api/v1/watch-parties/', undefined, scene.users.broadcaster.token)).json()).toEqual([]);
    await t.db.query(`UPDATE campaign_statuses SET status = 'Active' WHERE broadcaster_id = $1`, [scene.users.broadcaster.id]);
  });

  it('managers get the campaign’s not deleted ones', async () => {
    const list = (
      await send(t.app, 'GET', `/api/v1/watch-parties/?campaign=${scene.campaignA.slug}`, undefined, scene.users.readOnlyManager.token)
    ).json();
    expect(list.map((w: { id: number }) => w.id)).toEqual([ids.ready, ids.pending, ids.ended]);
    const res = await send(t.app, 'GET', '/api/v1/watch-parties/', undefined, scene.users.editor.token);
    expect(res.json()).toEqual({ campaign: ['Required Field'] });
  });
});
