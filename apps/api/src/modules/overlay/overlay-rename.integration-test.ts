import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse } from './routes/sse-test-support.ts';
import { createBroadcaster, setCampaignStatus } from '../../testing/domain-fixtures.ts';
import { createRoleScene, type RoleScene } from '../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../testing/test-app.ts';

// Issue 8 remainder (b), decision 616: a broadcaster changing their username does not break the
// overlay address in OBS: the open stream stays, its reconnects, state reloads and display reports
// at the old address keep working by the key, until another broadcaster takes the old name.
describe('overlay address after a username change', () => {
  let t: TestApp;
  let scene: RoleScene;
  let base = '';
  let key = '';
  let graphic = 0;
  let version = 0;
  let caster = { id: 0, token: '' };
  // Names of their own: the test database outlives a run.
  const run = Math.random().toString(36).slice(2, 8);
  const oldName = `ren_${run}`;
  const newName = `ren_${run}_new`;

  const url = (username: string, rest: string) => `/browsersource/${username}/${rest}?key=${key}`;
  const rename = async (token: string, username: string) => {
    const me = (await send(t.app, 'GET', '/api/v1/rest-auth/user/', undefined, token)).json() as Record<string, unknown>;
    return send(t.app, 'PUT', '/api/v1/rest-auth/user/', { ...me, username }, token);
  };

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'ren');
    caster = await createBroadcaster(t.db, oldName);
    await setCampaignStatus(t.db, scene.campaignA.id, caster.id, 'Active');
    [{ browsersource_key: key }] = await t.db.query<{ browsersource_key: string }>(
      'SELECT browsersource_key FROM profiles WHERE user_id = $1',
      [caster.id],
    );
    [{ id: graphic }] = await t.db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'live-graphics', 'Ren') RETURNING id`,
      [scene.campaignA.id],
    );
    [{ id: version }] = await t.db.query<{ id: number }>(
      `INSERT INTO component_versions (component_id, content_id, sequence_number, image, config) VALUES ($1, 'ren', 1, '/uploads/r.png', '{"duration": 10}') RETURNING id`,
      [graphic],
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('the open stream stays open, and the old address reconnects, reloads and reports by the key', async () => {
    const open = await openSse(`${base}${url(oldName, 'events/')}`);
    expect(open.status).toBe(200);
    await open.next('state');

    const res = await rename(caster.token, newName);
    expect(res.statusCode, res.body).toBe(200);
    // The profile save publishes the broadcaster's event: the open stream gets a state, not `revoked`.
    const after = (await open.next('state', () => true, 2000)) as { rotations: Array<{ items: Array<{ component_id: number }> }> };
    expect(after.rotations.flatMap((r) => r.items.map((i) => i.component_id))).toContain(graphic);
    expect(open.events.some((e) => e.event === 'revoked')).toBe(false);
    open.close();

    // A reconnect (the page's EventSource, a restarted OBS) at the old address.
    const again = await openSse(`${base}${url(oldName, 'events/')}`);
    expect(again.status).toBe(200);
    expect(((await again.next('state')) as { rotations: unknown[] }).rotations.length).toBeGreaterThan(0);
    again.close();
    for (const rest of ['', 'state/', 'pending/']) {
      expect((await t.app.inject({ method: 'GET', url: url(oldName, rest) })).statusCode, rest).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: url(newName, rest) })).statusCode, rest).toBe(200);
    }
    const display = await t.app.inject({
      method: 'POST',
      url: url(oldName, 'displays/'),
      payload: { component: graphic, version, started_at: new Date(Date.now() - 10_000).toISOString(), seconds: 10 },
    });
    expect(display.statusCode, display.body).toBe(201);
    const [row] = await t.db.query<{ broadcaster_id: number }>('SELECT broadcaster_id FROM live_graphic_displays WHERE id = $1', [
      display.json().id,
    ]);
    expect(row.broadcaster_id).toBe(caster.id);
  });

  it('a wrong key at the old address, or the key at another broadcaster’s address, is still a 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/browsersource/${oldName}/?key=wrong` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/browsersource/${oldName}/` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url(scene.users.broadcaster.login, '') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url(scene.users.editor.login, '') })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: url(scene.users.broadcaster.login, 'displays/'),
          payload: { component: graphic, version, started_at: new Date().toISOString(), seconds: 1 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('once another broadcaster takes the old name, the old address is theirs: the key no longer opens it', async () => {
    const res = await rename(scene.users.otherBroadcaster.token, oldName);
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: url(oldName, '') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url(newName, '') })).statusCode).toBe(200);
  });
});
