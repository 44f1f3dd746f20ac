import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishLive } from '../../../platform/live/live-events.ts';
import { insertCampaign, setCampaignStatus } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, sameRequestByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';
import { openSse } from './sse-test-support.ts';

interface State {
  canvas: { width: number; height: number };
  preview: boolean;
  rotations: Array<{
    key: string;
    name: string;
    x: number;
    y: number;
    scale: number;
    pause_after: number;
    items: Array<Record<string, unknown>>;
  }>;
  refresh_at: string | null;
}

const componentsOf = (state: State) => state.rotations.flatMap((r) => r.items.map((i) => i.component_id as number)).sort((a, b) => a - b);

// Issue 8 browser-source overlay; decisions 500-505.
describe('browsersource overlay', () => {
  let t: TestApp;
  let scene: RoleScene;
  let base: string;
  let key: string;
  const ids: Record<string, number> = {};

  const component = async (
    name: string,
    campaignId: number,
    config: Record<string, unknown> = { duration: 12, rotation_delay: 3 },
    image = 'https://api.test/uploads/a.png',
  ) => {
    const [{ id }] = await t.db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'live-graphics', $2) RETURNING id`,
      [campaignId, name],
    );
    await t.db.query(
      'INSERT INTO component_versions (component_id, content_id, sequence_number, image, config) VALUES ($1, $2, 1, $3, $4)',
      [id, `c${id}`, image, JSON.stringify(config)],
    );
    return id;
  };
  const keyOf = async (userId: number) =>
    (await t.db.query<{ browsersource_key: string }>('SELECT browsersource_key FROM profiles WHERE user_id = $1', [userId]))[0]
      .browsersource_key;
  const path = (username: string, rest: string, query: string) => `/browsersource/${username}/${rest}?${query}`;
  const state = async (query = `key=${key}`) =>
    (await t.app.inject({ method: 'GET', url: path(scene.users.broadcaster.login, 'state/', query) })).json() as State;

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'ovl');
    const b = scene.users.broadcaster.id;
    key = await keyOf(b);
    await t.db.query(`UPDATE profiles SET base_canvas_resolution = '1280x720' WHERE user_id = $1`, [b]);
    ids.plain = await component('Plain', scene.campaignA.id, { duration: 12, rotation_delay: 3 }, 'https://api.test/uploads/a.mp4');
    ids.capped = await component('Capped', scene.campaignA.id);
    await t.db.query('UPDATE components SET daily_cap_reached = true WHERE id = $1', [ids.capped]);
    const indie = await insertCampaign(t.db, { slug: 'ovl-indie', name: 'Indie', teamId: scene.teamA });
    await t.db.query('UPDATE campaigns SET independent_live_graphics = true, pause_after_live_graphics = 30 WHERE id = $1', [indie]);
    await setCampaignStatus(t.db, indie, b, 'Active');
    ids.indie = await component('Indie graphic', indie, {});
    ids.indieCampaign = indie;
    await t.db.query('INSERT INTO rotations (broadcaster_id, campaign_id, x_pos, y_pos, scale) VALUES ($1, $2, 100, 50, 0.5)', [b, indie]);
    const timed = await insertCampaign(t.db, { slug: 'ovl-timed', name: 'Timed', teamId: scene.teamA });
    await t.db.query('UPDATE campaigns SET set_live_graphic_times = true WHERE id = $1', [timed]);
    await setCampaignStatus(t.db, timed, b, 'Active');
    ids.scheduled = await component('Scheduled', timed, { duration: 5, schedule: { minutes: [15, 45] } });
    ids.unscheduled = await component('Unscheduled', timed, { duration: 5 });
    const period = await insertCampaign(t.db, { slug: 'ovl-period', name: 'Period', teamId: scene.teamA });
    await setCampaignStatus(t.db, period, b, 'Active');
    await t.db.query(
      `INSERT INTO campaign_active_periods (campaign_id, start_time, end_time) VALUES ($1, now() + interval '1 hour', now() + interval '2 hours')`,
      [period],
    );
    ids.outOfPeriod = await component('Out of period', period);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('serves the page with the key: transparent canvas of the base resolution, own scripts only', async () => {
    const res = await t.app.inject({ method: 'GET', url: path(scene.users.broadcaster.login, '', `key=${key}`) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('data-width="1280" data-height="720"');
    expect(res.body).toContain('<script type="module" src="/browsersource-client/main.js"></script>');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    const script = await t.app.inject({ method: 'GET', url: '/browsersource-client/main.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect((await t.app.inject({ method: 'GET', url: '/browsersource-client/../app.ts' })).statusCode).toBe(404);
  });

  it('answers one plain 404 for a wrong key, no key, another broadcaster’s key and an unknown user', async () => {
    const other = await keyOf(scene.users.otherBroadcaster.id);
    const urls = [
      path(scene.users.broadcaster.login, '', 'key=wrong'),
      path(scene.users.broadcaster.login, '', ''),
      path(scene.users.broadcaster.login, '', `key=${other}`),
      // A valid key at a name nobody holds opens its owner's overlay (a renamed broadcaster, decision 616).
      path('nobody_here', '', 'key=wrong'),
      path(scene.users.broadcaster.login, 'state/', 'key=wrong'),
      path(scene.users.broadcaster.login, 'events/', 'key=wrong'),
      path(scene.users.broadcaster.login, '', 'preview=true'),
      path(scene.users.editor.login, '', `key=${key}`),
    ];
    const bodies = new Set<string>();
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(1);
  });

  it('states the eligible live graphics per rotation with positions, timings and the canvas', async () => {
    const s = await state();
    expect(s.canvas).toEqual({ width: 1280, height: 720 });
    expect(s.preview).toBe(false);
    expect(componentsOf(s)).toEqual([ids.plain, ids.indie, ids.scheduled].sort((a, b) => a - b));
    const def = s.rotations.find((r) => r.key === 'default');
    expect(def?.items.find((i) => i.component_id === ids.plain)).toMatchObject({
      kind: 'video',
      duration: 12,
      rotation_delay: 3,
      minutes: null,
    });
    expect(def?.items.find((i) => i.component_id === ids.scheduled)).toMatchObject({ minutes: [15, 45], duration: 5 });
    const indie = s.rotations.find((r) => r.key === `campaign-${ids.indieCampaign}`);
    expect(indie).toMatchObject({ name: 'Indie', x: 100, y: 50, scale: 0.5, pause_after: 30 });
    expect(indie?.items[0]).toMatchObject({ component_id: ids.indie, kind: 'image', duration: 10, rotation_delay: 0 });
    // The active period starts in an hour: the page reloads the state then.
    expect(s.refresh_at).not.toBeNull();
  });

  it('streams the full state on connect and a new one within 2 s of a committed change', async () => {
    const stream = await openSse(`${base}${path(scene.users.broadcaster.login, 'events/', `key=${key}`)}`);
    expect(stream.status).toBe(200);
    const first = (await stream.next('state')) as State;
    expect(componentsOf(first)).toContain(ids.plain);
    const second = await openSse(`${base}${path(scene.users.broadcaster.login, 'events/', `key=${key}`)}`);
    await second.next('state');
    const started = Date.now();
    let added = 0;
    await t.db.transaction(async (tx) => {
      await tx.query('UPDATE components SET daily_cap_reached = false WHERE id = $1', [ids.capped]);
      await publishLive(tx, { type: 'campaign', campaignId: scene.campaignA.id });
      added = ids.capped;
    });
    const next = (await stream.next('state', (d) => componentsOf(d as State).includes(added), 2000)) as State;
    expect(Date.now() - started).toBeLessThan(2000);
    expect(componentsOf(next)).toContain(ids.capped);
    await second.next('state', (d) => componentsOf(d as State).includes(added), 2000);
    stream.close();
    second.close();
  });

  it('sends nothing for a rolled-back change, and nothing to other broadcasters', async () => {
    const stream = await openSse(`${base}${path(scene.users.broadcaster.login, 'events/', `key=${key}`)}`);
    await stream.next('state');
    await expect(
      t.db.transaction(async (tx) => {
        await publishLive(tx, { type: 'campaign', campaignId: scene.campaignA.id });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    await publishLive(t.db, { type: 'campaign', campaignId: scene.campaignB.id });
    await expect(stream.next('state', () => true, 500)).rejects.toThrow('no state event');
    stream.close();
  });

  it('POST browsersource-key/: broadcasters only (8 callers)', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'POST', '/api/v1/browsersource-key/')).toEqual({
      anonymous: 401,
      admin: 403,
      editor: 403,
      readOnlyManager: 403,
      otherTeamManager: 403,
      brandViewer: 403,
      broadcaster: 200,
      otherBroadcaster: 200,
    });
    key = await keyOf(scene.users.broadcaster.id);
  });

  it('a new key closes the overlays opened with the old one at once, and the old address 404s', async () => {
    const stream = await openSse(`${base}${path(scene.users.broadcaster.login, 'events/', `key=${key}`)}`);
    await stream.next('state');
    const res = await send(t.app, 'POST', '/api/v1/browsersource-key/', undefined, scene.users.broadcaster.token);
    expect(res.statusCode).toBe(200);
    const fresh = await keyOf(scene.users.broadcaster.id);
    expect(fresh).not.toBe(key);
    expect(res.json()).toEqual({ browsersource: `http://localhost:3000/browsersource/${scene.users.broadcaster.login}/?key=${fresh}` });
    await stream.next('revoked', () => true, 2000);
    await stream.ended;
    expect((await t.app.inject({ method: 'GET', url: path(scene.users.broadcaster.login, '', `key=${key}`) })).statusCode).toBe(404);
    key = fresh;
    expect((await t.app.inject({ method: 'GET', url: path(scene.users.broadcaster.login, '', `key=${key}`) })).statusCode).toBe(200);
  });

  it('POST browsersource-preview/: managers who see the campaign (8 callers)', async () => {
    const body = { campaign: scene.campaignA.slug, broadcaster: scene.users.broadcaster.login };
    expect(await sameRequestByCaller(t.app, scene.users, 'POST', '/api/v1/browsersource-preview/', body)).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 404,
      brandViewer: 200,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const wrong = await send(
      t.app,
      'POST',
      '/api/v1/browsersource-preview/',
      { campaign: scene.campaignA.slug, broadcaster: scene.users.otherBroadcaster.login },
      scene.users.editor.token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ broadcaster: ['Please select a valid broadcaster!'] });
  });

  it('a preview address shows that campaign only, without the key, and a tampered one 404s', async () => {
    const res = await send(
      t.app,
      'POST',
      '/api/v1/browsersource-preview/',
      { campaign: scene.campaignA.slug, broadcaster: scene.users.broadcaster.login },
      scene.users.editor.token,
    );
    const url = new URL((res.json() as { url: string }).url);
    expect(url.search).not.toContain(key);
    const preview = url.searchParams.get('preview') as string;
    const s = await state(`preview=${encodeURIComponent(preview)}`);
    expect(s.preview).toBe(true);
    expect(componentsOf(s)).toEqual([ids.plain, ids.capped].sort((a, b) => a - b));
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    const tampered = preview.replace(/^\d+/, String(ids.indieCampaign));
    expect(
      (await t.app.inject({ method: 'GET', url: path(scene.users.broadcaster.login, 'state/', `preview=${tampered}`) })).statusCode,
    ).toBe(404);
  });
});
