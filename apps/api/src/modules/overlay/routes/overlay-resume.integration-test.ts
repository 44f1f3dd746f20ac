import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, sameDatabaseApp, send, type TestApp } from '../../../testing/test-app.ts';
import { openSse, serverBase } from './sse-test-support.ts';

interface State {
  rotations: Array<{ items: Array<{ component_id: number }> }>;
}
const componentsOf = (state: State) => state.rotations.flatMap((r) => r.items.map((i) => i.component_id));
// Issue 29 item 3 (decision 760): an overlay's event stream that loses its instance reconnects to
// another one on the same database and resumes there. The events carry no ids, so a Last-Event-ID
// is not replayed from: every connect answers the full state, then the requests still waiting to
// play, so whatever changed while the overlay was away reaches it.
describe('an overlay stream resumes on another instance', () => {
  let t: TestApp;
  let first: FastifyInstance;
  let scene: RoleScene;
  let key: string;
  let hidden: number;

  beforeAll(async () => {
    t = await createTestApp();
    first = await sameDatabaseApp(t);
    scene = await createRoleScene(t.db, 'resume');
    [{ browsersource_key: key }] = await t.db.query<{ browsersource_key: string }>(
      'SELECT browsersource_key FROM profiles WHERE user_id = $1',
      [scene.users.broadcaster.id],
    );
    // A live graphic the overlay does not show yet: its daily cap is reached.
    [{ id: hidden }] = await t.db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name, daily_cap_reached) VALUES ($1, 'live-graphics', 'Resumed', true) RETURNING id`,
      [scene.campaignA.id],
    );
    await t.db.query(
      `INSERT INTO component_versions (component_id, content_id, sequence_number, image, config) VALUES ($1, 'resumed', 1, 'https://api.test/uploads/r.png', '{"duration": 10}')`,
      [hidden],
    );
    await first.listen({ port: 0, host: '127.0.0.1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 180_000);
  afterAll(async () => {
    await first?.close();
    await t?.close();
  });

  const events = (app: FastifyInstance, headers: Record<string, string> = {}) =>
    openSse(`${serverBase(app)}/browsersource/${scene.users.broadcaster.login}/events/?key=${key}`, headers);

  it('instance A goes away; on B, with a Last-Event-ID, the overlay gets the state and the request made meanwhile', async () => {
    const onFirst = await events(first);
    expect(componentsOf((await onFirst.next('state')) as State)).not.toContain(hidden);
    await first.close();
    await onFirst.ended;

    // While no stream is open: the graphic becomes showable (no event reaches anyone) and a
    // manager asks for a test pattern through the remaining instance.
    await t.db.query('UPDATE components SET daily_cap_reached = false WHERE id = $1', [hidden]);
    const asked = await send(
      t.app,
      'POST',
      '/api/v1/browsersource-test-pattern/',
      { size: '1280x720', broadcaster: scene.users.broadcaster.login },
      scene.users.editor.token,
    );
    expect(asked.statusCode).toBe(201);
    const patternId = (asked.json() as { id: number }).id;

    const onSecond = await events(t.app, { 'last-event-id': '41' });
    expect(onSecond.status).toBe(200);
    expect(componentsOf((await onSecond.next('state')) as State)).toContain(hidden);
    expect(await onSecond.next('test-pattern')).toEqual({ pattern_id: patternId, size: '1280x720' });
    onSecond.close();
  });

  it('a request already shown is not sent again on the next connect', async () => {
    const [{ id }] = await t.db.query<{ id: number }>(
      `SELECT id::int AS id FROM browsersource_test_patterns WHERE broadcaster_id = $1 ORDER BY id DESC LIMIT 1`,
      [scene.users.broadcaster.id],
    );
    const shown = await t.app.inject({
      method: 'POST',
      url: `/browsersource/${scene.users.broadcaster.login}/test-patterns/${id}/shown/?key=${key}`,
    });
    expect(shown.statusCode).toBe(200);
    const again = await events(t.app);
    await again.next('state');
    await expect(again.next('test-pattern', () => true, 300)).rejects.toThrow('no test-pattern event');
    again.close();
  });
});
