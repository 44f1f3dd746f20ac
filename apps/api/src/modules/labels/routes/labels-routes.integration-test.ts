import { messages } from '@advocate/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertCampaign } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, sameRequestByCaller, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 01 §3 Label, §5 (required, max 32), §6 (read-only users cannot add or remove groups), §7.
describe('labels/', () => {
  let t: TestApp;
  let scene: RoleScene;
  let component: number;
  let endedSlug: string;

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'lab');
    [{ id: component }] = await t.db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'live-graphics', 'g') RETURNING id`,
      [scene.campaignA.id],
    );
    endedSlug = 'lab-ended';
    await insertCampaign(t.db, { slug: endedSlug, teamId: scene.teamA, start: daysFromNow(-20), end: daysFromNow(-1) });
  });
  afterAll(() => t.close());

  const newLabel = async (name: string) =>
    (await send(t.app, 'POST', '/api/v1/labels/', { name, campaign: scene.campaignA.slug }, scene.users.admin.token)).json().id as number;
  const labelCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM labels'))[0].n;

  it('creates for editors and admins; read-only 403, another team 404', async () => {
    const statuses = await statusByCaller(scene.users, (token, caller) =>
      send(
        t.app,
        'POST',
        '/api/v1/labels/',
        { name: `G ${caller}`.slice(0, 32), campaign: scene.campaignA.slug, broadcasters: ['lab_caster'], components: [component] },
        token,
      ),
    );
    expect(statuses).toEqual({
      anonymous: 401,
      admin: 201,
      editor: 201,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const list = await send(t.app, 'GET', `/api/v1/labels/?campaign=${scene.campaignA.slug}`, undefined, scene.users.readOnlyManager.token);
    expect(list.json()).toEqual([
      { id: expect.any(Number), name: 'G admin', campaign: scene.campaignA.slug, broadcasters: ['lab_caster'], components: [component] },
      { id: expect.any(Number), name: 'G editor', campaign: scene.campaignA.slug, broadcasters: ['lab_caster'], components: [component] },
    ]);
  });

  it('lists for managers in scope only', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', `/api/v1/labels/?campaign=${scene.campaignA.slug}`)).toEqual({
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

  it.each([
    [{ name: '' }, { name: [messages.required] }],
    [{ name: 'x'.repeat(33) }, { name: [messages.maxLength(32)] }],
    [{ name: 'ok', broadcasters: ['lab_other_caster'] }, { broadcasters: [messages.selectValidBroadcaster] }],
    [{ name: 'ok', components: [2147483647] }, { components: [messages.unknownPk(2147483647)] }],
  ])('refuses %j and writes nothing', async (body, expected) => {
    const before = await labelCount();
    const res = await send(t.app, 'POST', '/api/v1/labels/', { campaign: scene.campaignA.slug, ...body }, scene.users.editor.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    expect(await labelCount()).toBe(before);
  });

  it('refuses groups on an ended campaign', async () => {
    const res = await send(t.app, 'POST', '/api/v1/labels/', { name: 'late', campaign: endedSlug }, scene.users.admin.token);
    expect(res.json()).toEqual({ non_field_errors: [messages.campaignEnded] });
  });

  it('updates and deletes per role', async () => {
    const ids: Record<string, number> = {};
    for (const caller of [
      'anonymous',
      'admin',
      'editor',
      'readOnlyManager',
      'otherTeamManager',
      'brandViewer',
      'broadcaster',
      'otherBroadcaster',
    ])
      ids[caller] = await newLabel(`P ${caller}`.slice(0, 32));
    const patch = await statusByCaller(scene.users, (token, caller) =>
      send(t.app, 'PATCH', `/api/v1/labels/${ids[caller]}/`, { name: 'Renamed', broadcasters: [] }, token),
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
    const del = await statusByCaller(scene.users, (token, caller) =>
      send(t.app, 'DELETE', `/api/v1/labels/${ids[caller]}/`, undefined, token),
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
    expect((await send(t.app, 'DELETE', '/api/v1/labels/2147483647/', undefined, scene.users.admin.token)).statusCode).toBe(404);
  });

  it('answers 404 for a label deleted before an update, and writes nothing', async () => {
    const gone = await newLabel('Gone');
    const kept = await newLabel('Kept');
    expect((await send(t.app, 'DELETE', `/api/v1/labels/${gone}/`, undefined, scene.users.editor.token)).statusCode).toBe(204);
    const before = await labelCount();
    const patch = await send(
      t.app,
      'PATCH',
      `/api/v1/labels/${gone}/`,
      { name: 'Back', broadcasters: ['lab_caster'], components: [component] },
      scene.users.editor.token,
    );
    expect(patch.statusCode).toBe(404);
    const batch = await send(
      t.app,
      'PUT',
      '/api/v1/labels/batch_update/',
      [
        { id: kept, name: 'Kept 2', broadcasters: ['lab_caster'] },
        { id: gone, name: 'Back' },
      ],
      scene.users.editor.token,
    );
    expect(batch.statusCode).toBe(404);
    expect(await labelCount()).toBe(before);
    const rows = await t.db.query<{ id: number; name: string; b: number; c: number }>(
      `SELECT l.id, l.name, (SELECT count(*)::int FROM label_broadcasters WHERE label_id = l.id) AS b,
              (SELECT count(*)::int FROM label_components WHERE label_id = l.id) AS c
       FROM labels l WHERE l.id = ANY($1::int[])`,
      [[gone, kept]],
    );
    expect(rows).toEqual([{ id: kept, name: 'Kept', b: 0, c: 0 }]);
    const [orphans] = await t.db.query<{ n: number }>(
      'SELECT (SELECT count(*)::int FROM label_broadcasters WHERE label_id = $1) + (SELECT count(*)::int FROM label_components WHERE label_id = $1) AS n',
      [gone],
    );
    expect(orphans.n).toBe(0);
  });

  it('batch updates all or nothing', async () => {
    const a = await newLabel('Batch A');
    const b = await newLabel('Batch B');
    const ok = await send(
      t.app,
      'PUT',
      '/api/v1/labels/batch_update/',
      [
        { id: a, broadcasters: ['lab_caster'] },
        { id: b, components: [component], name: 'Batch B2' },
      ],
      scene.users.editor.token,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject([
      { id: a, broadcasters: ['lab_caster'] },
      { id: b, name: 'Batch B2', components: [component] },
    ]);
    const bad = await send(
      t.app,
      'PUT',
      '/api/v1/labels/batch_update/',
      [
        { id: a, broadcasters: [] },
        { id: b, name: '' },
      ],
      scene.users.editor.token,
    );
    expect(bad.json()).toEqual({ name: [messages.required] });
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM label_broadcasters WHERE label_id = $1', [a]);
    expect(row.n).toBe(1);
    expect(await sameRequestByCaller(t.app, scene.users, 'PUT', '/api/v1/labels/batch_update/', [{ id: a, name: 'Same' }])).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
  });
});
