import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';
import { addComponent, addVersion, offerTypes, sync } from './broadcaster-actions-test-support.ts';

// Issue 26 item 5: a panel banner's link on My Banners was the raw target (or a key that no longer
// redirects), so panel clicks were not tracked. Decision 703: it is the broadcaster's active tracked
// link of the component, the one the compliance audit looks for on the panel.
describe('panel banner links', () => {
  let t: TestApp;
  let scene: RoleScene;

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'pbl');
    await offerTypes(t.db, scene.campaignA.id, ['banner-graphics']);
  }, 60_000);
  afterAll(() => t?.close());

  const bannerActions = async (token: string) =>
    (
      (await send(t.app, 'GET', `/api/v1/broadcaster-actions/?campaign=${scene.campaignA.slug}`, undefined, token)).json() as Array<{
        id: number;
        component_id: number;
        type: { slug: string };
        completion_time: string | null;
        version: { link: string | null };
      }>
    ).filter((a) => a.type.slug.startsWith('banner-'));
  const activeKeys = async (componentId: number) =>
    (
      await t.db.query<{ key: string }>('SELECT key FROM tracking_links WHERE broadcaster_id = $1 AND component_id = $2 AND active', [
        scene.users.broadcaster.id,
        componentId,
      ])
    ).map((r) => r.key);

  it('a banner placed from an older version links through the active tracked link the audit expects', async () => {
    const banner = await addComponent(t.db, scene.campaignA.id, 'banner-graphics', 'Panel', {
      image: 'https://cdn.example/p1.png',
      link: 'https://brand.example/first',
    });
    await sync(t.db, scene.campaignA.id);
    const [add] = await bannerActions(scene.users.broadcaster.token);
    const done = await send(
      t.app,
      'PATCH',
      `/api/v1/broadcaster-actions/${add.id}/`,
      { completion_action: 'mark_complete' },
      scene.users.broadcaster.token,
    );
    expect(done.statusCode).toBe(200);
    // The manager points the banner somewhere else: a new version, a banner-update asked for.
    await addVersion(t.db, banner, { image: 'https://cdn.example/p2.png', link: 'https://brand.example/second' });
    await sync(t.db, scene.campaignA.id);
    const keys = await activeKeys(banner);
    expect(keys).toHaveLength(1);
    const tracked = `http://localhost:3000/l/${keys[0]}`;
    const actions = await bannerActions(scene.users.broadcaster.token);
    const placed = actions.find((a) => a.id === add.id);
    expect(placed?.completion_time).not.toBeNull();
    expect(placed?.version.link).toBe(tracked);
    expect(actions.find((a) => a.completion_time === null)?.version.link).toBe(tracked);
    // The address redirects to the banner's current target, counted.
    const redirect = await t.app.inject({ method: 'GET', url: `/l/${keys[0]}` });
    expect(redirect.statusCode).toBe(302);
    expect(String(redirect.headers.location)).toContain('https://brand.example/second');
  });
});
