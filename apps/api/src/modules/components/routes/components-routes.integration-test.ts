import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, sameRequestByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 01 §3 Component, Component version, Component type; §4 component lifecycle; §6; §7 reads.
describe('components', () => {
  let t: TestApp;
  let scene: RoleScene;
  const ids: Record<string, number> = {};

  const insertComponent = async (name: string, type: string, extra: { deleted?: boolean; end?: Date | null; campaignId?: number } = {}) => {
    const [{ id }] = await t.db.query<{ id: number }>(
      'INSERT INTO components (campaign_id, type, name, is_deleted, end_time) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [extra.campaignId ?? scene.campaignA.id, type, name, extra.deleted ?? false, extra.end ?? null],
    );
    return id;
  };
  const insertVersion = (componentId: number, sequence: number) =>
    t.db.query('INSERT INTO component_versions (component_id, content_id, sequence_number, image, config) VALUES ($1, $2, $3, $4, $5)', [
      componentId,
      `c${sequence}`,
      sequence,
      `img${sequence}.png`,
      JSON.stringify({ duration: sequence }),
    ]);

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'cmp');
    await t.db.query(`INSERT INTO component_types (slug, name, is_hidden, sort_order) VALUES ('cmp-hidden', 'Hidden', true, 0)`);
    ids.running = await insertComponent('Running', 'live-graphics', { end: daysFromNow(2) });
    ids.ended = await insertComponent('Ended', 'banner-graphics', { end: daysFromNow(-1) });
    ids.open = await insertComponent('Open', 'custom-link');
    ids.deleted = await insertComponent('Deleted', 'live-graphics', { deleted: true });
    ids.hidden = await insertComponent('Hidden', 'cmp-hidden');
    ids.other = await insertComponent('Other', 'live-graphics', { campaignId: scene.campaignB.id });
    await insertVersion(ids.running, 1);
    await insertVersion(ids.running, 3);
    await insertVersion(ids.running, 2);
    const [{ id: label }] = await t.db.query<{ id: number }>(`INSERT INTO labels (campaign_id, name) VALUES ($1, 'G') RETURNING id`, [
      scene.campaignA.id,
    ]);
    await t.db.query('INSERT INTO label_components (label_id, component_id) VALUES ($1, $2)', [label, ids.running]);
    ids.label = label;
  });
  afterAll(() => t.close());

  it('component-types/: any signed-in user', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', '/api/v1/component-types/')).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 200,
      brandViewer: 200,
      broadcaster: 200,
      otherBroadcaster: 200,
    });
  });

  it('component-types/: in sort order, hidden types excluded', async () => {
    const types = (await send(t.app, 'GET', '/api/v1/component-types/', undefined, scene.users.broadcaster.token)).json() as Array<{
      slug: string;
      sort_order: number;
    }>;
    expect(types.map((x) => x.slug)).not.toContain('cmp-hidden');
    expect(types).toHaveLength(12);
    expect(types[0]).toEqual({
      slug: 'live-graphics',
      name: 'Live Graphics',
      description: expect.any(String),
      instructions: expect.any(String),
      is_versioned: true,
      is_hidden: false,
      sort_order: 1,
    });
    expect(types.map((x) => x.sort_order)).toEqual([...types.map((x) => x.sort_order)].sort((a, b) => a - b));
  });

  it('components/: managers in scope; another team 404; broadcasters 403', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', `/api/v1/components/?campaign=${scene.campaignA.slug}`)).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 404,
      brandViewer: 200,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
  });

  it('components/: not deleted, not hidden, by id, versions newest first', async () => {
    const list = (
      await send(t.app, 'GET', `/api/v1/components/?campaign=${scene.campaignA.slug}`, undefined, scene.users.readOnlyManager.token)
    ).json();
    expect(list.map((c: { id: number }) => c.id)).toEqual([ids.running, ids.ended, ids.open]);
    const running = list[0];
    expect(running).toMatchObject({
      name: 'Running',
      type: 'live-graphics',
      campaign: scene.campaignA.slug,
      labels: [ids.label],
      is_movable: true,
      description: '',
    });
    expect(running.versions.map((v: { sequence_number: number }) => v.sequence_number)).toEqual([3, 2, 1]);
    expect(running.activeVersion).toEqual(running.versions[0]);
    expect(running.activeVersion).toMatchObject({ content_id: 'c3', image: 'img3.png', message: null, config: { duration: 3 } });
    expect(list[2]).toMatchObject({ versions: [], activeVersion: null, end_time: null, labels: [] });
    // Issue 7 answer fields (contract 1).
    expect(running).toMatchObject({ video_file: null, widget_url: null, is_deleted: false });
  });

  it('components/?active=true keeps those not ended', async () => {
    const active = (
      await send(t.app, 'GET', `/api/v1/components/?campaign=${scene.campaignA.slug}&active=true`, undefined, scene.users.editor.token)
    ).json();
    expect(active.map((c: { id: number }) => c.id)).toEqual([ids.running, ids.open]);
    const all = (
      await send(t.app, 'GET', `/api/v1/components/?campaign=${scene.campaignA.slug}&active=false`, undefined, scene.users.editor.token)
    ).json();
    expect(all).toHaveLength(3);
  });

  it('components/: bad query is 400, unknown campaign 404', async () => {
    expect(
      (await send(t.app, 'GET', `/api/v1/components/?campaign=${scene.campaignA.slug}&active=yes`, undefined, scene.users.admin.token))
        .statusCode,
    ).toBe(400);
    expect((await send(t.app, 'GET', '/api/v1/components/', undefined, scene.users.admin.token)).statusCode).toBe(400);
    expect((await send(t.app, 'GET', '/api/v1/components/?campaign=cmp-none', undefined, scene.users.admin.token)).statusCode).toBe(404);
  });

  it('component-versions/: same scope via the campaign', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', `/api/v1/component-versions/?component=${ids.running}`)).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 404,
      brandViewer: 200,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
  });

  it('component-versions/: newest first; deleted, hidden, unknown 404; bad id 400', async () => {
    const versions = (
      await send(t.app, 'GET', `/api/v1/component-versions/?component=${ids.running}`, undefined, scene.users.editor.token)
    ).json();
    expect(versions.map((v: { sequence_number: number }) => v.sequence_number)).toEqual([3, 2, 1]);
    expect(versions[0]).toEqual({
      id: expect.any(Number),
      content_id: 'c3',
      sequence_number: 3,
      image: 'img3.png',
      message: null,
      link: null,
      created: expect.any(String),
      config: { duration: 3 },
    });
    for (const id of [ids.deleted, ids.hidden, 2147483647, 9999999999]) {
      expect((await send(t.app, 'GET', `/api/v1/component-versions/?component=${id}`, undefined, scene.users.admin.token)).statusCode).toBe(
        404,
      );
    }
    expect((await send(t.app, 'GET', '/api/v1/component-versions/?component=0', undefined, scene.users.admin.token)).statusCode).toBe(400);
    expect(
      (await send(t.app, 'GET', `/api/v1/component-versions/?component=${ids.other}`, undefined, scene.users.editor.token)).statusCode,
    ).toBe(404);
  });
});
