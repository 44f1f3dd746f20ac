import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertCampaign, setCampaignStatus } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, sameRequestByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

interface Rotation {
  id: number;
  name: string;
  campaigns: string[];
  images: Array<{ image_url: string; version_id: number; component_id: number; campaign: string }>;
  xPos: number;
  yPos: number;
  scale: number;
}

// spec 02 §2 Stream preview, §3 Rotation, §4 Stream layout, §5, §7 rotations/; decisions 460-463.
describe('rotations', () => {
  let t: TestApp;
  let scene: RoleScene;
  let independent: { id: number; slug: string };
  const ids: Record<string, number> = {};

  const component = async (
    name: string,
    campaignId: number,
    extra: { type?: string; ready?: boolean; deleted?: boolean; start?: Date; end?: Date } = {},
  ) => {
    const [{ id }] = await t.db.query<{ id: number }>(
      'INSERT INTO components (campaign_id, type, name, is_ready, is_deleted, start_time, end_time) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
      [
        campaignId,
        extra.type ?? 'live-graphics',
        name,
        extra.ready ?? true,
        extra.deleted ?? false,
        extra.start ?? null,
        extra.end ?? null,
      ],
    );
    return id;
  };
  const version = async (componentId: number, sequence: number, image: string | null) => {
    const [{ id }] = await t.db.query<{ id: number }>(
      'INSERT INTO component_versions (component_id, content_id, sequence_number, image) VALUES ($1, $2, $3, $4) RETURNING id',
      [componentId, `c${componentId}-${sequence}`, sequence, image],
    );
    return id;
  };
  const label = async (campaignId: number, componentId: number, broadcasterIds: number[]) => {
    const [{ id }] = await t.db.query<{ id: number }>(`INSERT INTO labels (campaign_id, name) VALUES ($1, 'G') RETURNING id`, [campaignId]);
    await t.db.query('INSERT INTO label_components (label_id, component_id) VALUES ($1, $2)', [id, componentId]);
    for (const b of broadcasterIds) await t.db.query('INSERT INTO label_broadcasters (label_id, broadcaster_id) VALUES ($1, $2)', [id, b]);
  };
  const read = async (token = scene.users.broadcaster.token) =>
    (await send(t.app, 'GET', '/api/v1/rotations/', undefined, token)).json() as Rotation[];
  const stored = () =>
    t.db.query<{ id: number; x_pos: number; y_pos: number; scale: number }>('SELECT id, x_pos, y_pos, scale FROM rotations ORDER BY id');

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'rot');
    const b = scene.users.broadcaster.id;
    const a = scene.campaignA.id;
    independent = { slug: 'rot-indie', id: await insertCampaign(t.db, { slug: 'rot-indie', name: 'Indie Campaign', teamId: scene.teamA }) };
    await t.db.query('UPDATE campaigns SET independent_live_graphics = true WHERE id = $1', [independent.id]);
    await setCampaignStatus(t.db, independent.id, b, 'Active');
    const pending = await insertCampaign(t.db, { slug: 'rot-pending', teamId: scene.teamA });
    await setCampaignStatus(t.db, pending, b, 'Pending');
    const ended = await insertCampaign(t.db, { slug: 'rot-ended', teamId: scene.teamA, start: daysFromNow(-20), end: daysFromNow(-1) });
    await setCampaignStatus(t.db, ended, b, 'Active');

    ids.plain = await component('Plain', a);
    await version(ids.plain, 1, 'https://api.test/uploads/old.png');
    ids.plainVersion = await version(ids.plain, 2, 'https://api.test/uploads/plain.png');
    ids.grouped = await component('Grouped', a);
    ids.groupedVersion = await version(ids.grouped, 1, 'https://api.test/uploads/grouped.webm');
    await label(a, ids.grouped, [b]);
    ids.otherGroup = await component('Other group', a);
    await version(ids.otherGroup, 1, 'https://api.test/uploads/x.png');
    await label(a, ids.otherGroup, [scene.users.otherBroadcaster.id]);
    for (const [name, extra] of [
      ['Deleted', { deleted: true }],
      ['Not ready', { ready: false }],
      ['Ended', { end: daysFromNow(-1) }],
      ['Not started', { start: daysFromNow(1) }],
      ['Banner', { type: 'banner-graphics' }],
    ] as const) {
      await version(await component(name, a, extra), 1, 'https://api.test/uploads/no.png');
    }
    await version(await component('No image', a), 1, null);
    await version(await component('Pending campaign', pending), 1, 'https://api.test/uploads/no.png');
    await version(await component('Ended campaign', ended), 1, 'https://api.test/uploads/no.png');
    ids.indie = await component('Indie', independent.id, { start: daysFromNow(-1), end: daysFromNow(1) });
    ids.indieVersion = await version(ids.indie, 1, 'https://api.test/uploads/indie.gif');
  });
  afterAll(() => t.close());

  it('GET rotations/: broadcasters only', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', '/api/v1/rotations/')).toEqual({
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

  it('GET rotations/: the default rotation, then one per independent campaign, with the eligible graphics only', async () => {
    const rotations = await read();
    expect(rotations).toEqual([
      {
        id: expect.any(Number),
        name: 'Default rotation',
        campaigns: [scene.campaignA.slug],
        xPos: 0,
        yPos: 0,
        scale: 1,
        images: [
          {
            image_url: 'https://api.test/uploads/plain.png',
            version_id: ids.plainVersion,
            component_id: ids.plain,
            campaign: scene.campaignA.slug,
          },
          {
            image_url: 'https://api.test/uploads/grouped.webm',
            version_id: ids.groupedVersion,
            component_id: ids.grouped,
            campaign: scene.campaignA.slug,
          },
        ],
      },
      {
        id: expect.any(Number),
        name: 'Indie Campaign',
        campaigns: [independent.slug],
        xPos: 0,
        yPos: 0,
        scale: 1,
        images: [
          {
            image_url: 'https://api.test/uploads/indie.gif',
            version_id: ids.indieVersion,
            component_id: ids.indie,
            campaign: independent.slug,
          },
        ],
      },
    ]);
  });

  it('GET rotations/: rows are made once; a broadcaster without graphics has none answered', async () => {
    const first = await read();
    const again = await read();
    expect(again.map((r) => r.id)).toEqual(first.map((r) => r.id));
    const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rotations WHERE broadcaster_id = $1', [
      scene.users.broadcaster.id,
    ]);
    expect(rows[0].n).toBe(2);
    expect(await read(scene.users.otherBroadcaster.token)).toEqual([]);
  });

  it('PUT rotations/bulk_update/: broadcasters only, their own rotations only', async () => {
    const [rotation] = await read();
    const body = [{ id: rotation.id, xPos: 10, yPos: 20, scale: 0.5 }];
    expect(await sameRequestByCaller(t.app, scene.users, 'PUT', '/api/v1/rotations/bulk_update/', body)).toEqual({
      anonymous: 401,
      admin: 403,
      editor: 403,
      readOnlyManager: 403,
      otherTeamManager: 403,
      brandViewer: 403,
      broadcaster: 200,
      otherBroadcaster: 404,
    });
  });

  it('PUT rotations/bulk_update/: saves every position and answers the rotations', async () => {
    const [first, second] = await read();
    const res = await send(
      t.app,
      'PUT',
      '/api/v1/rotations/bulk_update/',
      [
        { id: first.id, xPos: -20, yPos: 1100, scale: 0.25 },
        { id: second.id, xPos: 1500.5, yPos: 300, scale: 1 },
      ],
      scene.users.broadcaster.token,
    );
    expect(res.statusCode).toBe(200);
    expect((res.json() as Rotation[]).map(({ id, xPos, yPos, scale }) => ({ id, xPos, yPos, scale }))).toEqual([
      { id: first.id, xPos: -20, yPos: 1100, scale: 0.25 },
      { id: second.id, xPos: 1500.5, yPos: 300, scale: 1 },
    ]);
    expect((await read()).map((r) => [r.xPos, r.yPos, r.scale])).toEqual([
      [-20, 1100, 0.25],
      [1500.5, 300, 1],
    ]);
    expect((await send(t.app, 'PUT', '/api/v1/rotations/bulk_update/', [], scene.users.broadcaster.token)).statusCode).toBe(200);
  });

  it('PUT rotations/bulk_update/: bad values answer 400 or 404 and change nothing', async () => {
    const [first, second] = await read();
    const before = await stored();
    const good = { id: first.id, xPos: 1, yPos: 2, scale: 0.75 };
    const [[otherRotation]] = [
      await t.db.query<{ id: number }>('INSERT INTO rotations (broadcaster_id, campaign_id) VALUES ($1, NULL) RETURNING id', [
        scene.users.otherBroadcaster.id,
      ]),
    ];
    const cases: Array<[unknown, number, unknown]> = [
      [[good, { id: second.id, xPos: 0, yPos: 0, scale: 0.2 }], 400, { scale: ['Must be between 0.25 and 1'] }],
      [[good, { id: second.id, xPos: 0, yPos: 0, scale: 1.01 }], 400, { scale: ['Must be between 0.25 and 1'] }],
      [[good, { id: second.id, xPos: -21, yPos: 0, scale: 1 }], 400, { xPos: ['Must be between -20 and 1940'] }],
      [[good, { id: second.id, xPos: 0, yPos: 1101, scale: 1 }], 400, { yPos: ['Must be between -20 and 1100'] }],
      [[good, { id: second.id, xPos: '5', yPos: 0, scale: 1 }], 400, { xPos: ['Incorrect type.'] }],
      [[good, { id: second.id, xPos: null, yPos: 0, scale: 1 }], 400, { xPos: ['Incorrect type.'] }],
      [[good, { id: second.id, yPos: 0, scale: 1 }], 400, { xPos: ['Required Field'] }],
      [[good, { id: 'x', xPos: 0, yPos: 0, scale: 1 }], 400, { id: ['Incorrect type.'] }],
      [{ id: first.id, xPos: 0, yPos: 0, scale: 1 }, 400, undefined],
      [[good, { id: otherRotation.id, xPos: 0, yPos: 0, scale: 1 }], 404, { detail: 'Not found.' }],
      [[good, { id: 2147483647, xPos: 0, yPos: 0, scale: 1 }], 404, { detail: 'Not found.' }],
    ];
    for (const [body, status, answer] of cases) {
      const res = await send(t.app, 'PUT', '/api/v1/rotations/bulk_update/', body, scene.users.broadcaster.token);
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), status]);
      if (answer) expect(res.json()).toEqual(answer);
      expect(await stored()).toEqual([
        ...before,
        ...(before.some((r) => r.id === otherRotation.id) ? [] : [expect.objectContaining({ id: otherRotation.id })]),
      ]);
    }
  });

  it("PUT rotations/bulk_update/: positions are checked against the profile's base canvas", async () => {
    const [first] = await read();
    await t.db.query(`UPDATE profiles SET base_canvas_resolution = '1280x720' WHERE user_id = $1`, [scene.users.broadcaster.id]);
    const put = (xPos: number) =>
      send(t.app, 'PUT', '/api/v1/rotations/bulk_update/', [{ id: first.id, xPos, yPos: 0, scale: 1 }], scene.users.broadcaster.token);
    const refused = await put(1301);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ xPos: ['Must be between -20 and 1300'] });
    expect((await put(1300)).statusCode).toBe(200);
  });

  it('a graphic leaving the broadcaster (status, group) leaves its rotation; an emptied rotation is not answered', async () => {
    await setCampaignStatus(t.db, independent.id, scene.users.broadcaster.id, 'Deactivated');
    expect((await read()).map((r) => r.name)).toEqual(['Default rotation']);
    await setCampaignStatus(t.db, independent.id, scene.users.broadcaster.id, 'Active');
    expect((await read()).map((r) => r.name)).toEqual(['Default rotation', 'Indie Campaign']);
    await t.db.query('DELETE FROM label_broadcasters WHERE broadcaster_id = $1', [scene.users.broadcaster.id]);
    expect((await read())[0].images.map((i) => i.component_id)).toEqual([ids.plain]);
  });
});
