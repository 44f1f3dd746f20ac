import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// Issue 26 item 5: a showing that ends just after a deactivation was answered 400 'Not a valid
// component field' and lost. Decision 700: a showing that started while the graphic was in rotation
// is recorded; one that started after the deactivation is still refused.
const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('display reports around a deactivation', () => {
  let t: TestApp;
  let scene: RoleScene;
  let clock = new Date();
  let key = '';
  const q = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => t.db.query<T>(sql, params);
  const at = (offsetMs: number) => new Date(clock.getTime() + offsetMs);
  const report = (graphic: { id: number; version: number }, startOffsetMs: number, seconds: number) =>
    send(t.app, 'POST', `/browsersource/${scene.users.broadcaster.login}/displays/?key=${key}`, {
      component: graphic.id,
      version: graphic.version,
      started_at: at(startOffsetMs).toISOString(),
      seconds,
    });
  const liveGraphic = async (name: string) => {
    const [{ id }] = await q<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'live-graphics', $2) RETURNING id`,
      [scene.campaignA.id, name],
    );
    const [v] = await q<{ id: number }>(
      `INSERT INTO component_versions (component_id, content_id, sequence_number, image, config) VALUES ($1, $2, 1, '/uploads/g.png', '{"duration": 10}') RETURNING id`,
      [id, `dad${id}`],
    );
    return { id, version: v.id };
  };
  /** Runs `action` with the API's clock `offsetMs` from now, then puts the clock back. */
  const whenAt = async <T>(offsetMs: number, action: () => Promise<T>) => {
    const now = clock;
    clock = at(offsetMs);
    try {
      return await action();
    } finally {
      clock = now;
    }
  };

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    scene = await createRoleScene(t.db, 'dad');
    [{ browsersource_key: key }] = await q<{ browsersource_key: string }>('SELECT browsersource_key FROM profiles WHERE user_id = $1', [
      scene.users.broadcaster.id,
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records a showing of a component deleted while it was on screen, and refuses one started after', async () => {
    clock = at(MINUTE);
    const graphic = await liveGraphic('dad deleted');
    const deleted = await whenAt(-3 * SECOND, () =>
      send(t.app, 'DELETE', `/api/v1/components/${graphic.id}/`, undefined, scene.users.editor.token),
    );
    expect(deleted.statusCode).toBe(204);
    const shown = await report(graphic, -10 * SECOND, 10);
    expect(shown.statusCode, shown.body).toBe(201);
    const [row] = await q('SELECT component_id, duration_seconds FROM live_graphic_displays WHERE id = $1', [shown.json().id]);
    expect(row).toEqual({ component_id: graphic.id, duration_seconds: 10 });
    const after = await report(graphic, -2 * SECOND, 2);
    expect(after.statusCode).toBe(400);
    expect(after.json()).toEqual({ component: ['Not a valid component field'] });
  });

  it("records a showing that ends just after the broadcaster's deactivation on the campaign, and refuses one started after", async () => {
    clock = at(MINUTE);
    const graphic = await liveGraphic('dad broadcaster');
    const deactivated = await whenAt(-3 * SECOND, () =>
      send(
        t.app,
        'PATCH',
        `/api/v1/campaigns/${scene.campaignA.slug}/deactivate/`,
        { broadcaster: scene.users.broadcaster.login },
        scene.users.editor.token,
      ),
    );
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const shown = await report(graphic, -10 * SECOND, 10);
    expect(shown.statusCode, shown.body).toBe(201);
    const after = await report(graphic, -2 * SECOND, 2);
    expect(after.statusCode).toBe(400);
    expect(after.json()).toEqual({ component: ['Not a valid component field'] });
  });
});
