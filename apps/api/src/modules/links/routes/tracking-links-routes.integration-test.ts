import { messages } from '@advocate/validation';
import { serverMessages } from '@advocate/validation/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, sameRequestByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';
import { addComponent, offerTypes, sync } from '../../broadcaster-actions/routes/broadcaster-actions-test-support.ts';

// POST assign-broadcaster-link/ (spec 02 §7 Assign custom link; contract 2; decision 437).
describe('assign-broadcaster-link/', () => {
  let t: TestApp;
  let scene: RoleScene;
  const target = 'https://brand.example/custom';

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'tl');
    await offerTypes(t.db, scene.campaignA.id, ['custom-link']);
    await addComponent(t.db, scene.campaignA.id, 'custom-link', 'Custom', { link: target });
  });
  afterAll(() => t.close());

  it('the broadcaster themself and the campaign editors; read-only 403, another team 404', async () => {
    const body = { link: target, broadcasterUsername: scene.users.broadcaster.login };
    expect(await sameRequestByCaller(t.app, scene.users, 'POST', '/api/v1/assign-broadcaster-link/', body)).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 200,
      otherBroadcaster: 403,
    });
  });

  it('answers the one tracked link of that broadcaster and target, the same the reconciliation keeps', async () => {
    const body = { link: ` ${target} `, broadcasterUsername: scene.users.broadcaster.login };
    const first = await send(t.app, 'POST', '/api/v1/assign-broadcaster-link/', body, scene.users.broadcaster.token);
    expect(first.json()).toEqual({
      key: expect.stringMatching(/^[A-Za-z0-9]{6}$/),
      url: `http://localhost:3000/l/${first.json().key}`,
      target,
    });
    await sync(t.db, scene.campaignA.id);
    const rows = await t.db.query<{ key: string; active: boolean }>('SELECT key, active FROM tracking_links WHERE broadcaster_id = $1', [
      scene.users.broadcaster.id,
    ]);
    expect(rows).toEqual([{ key: first.json().key, active: true }]);
  });

  it('bad input: a link of no campaign component of theirs, an unknown broadcaster; nothing stored', async () => {
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tracking_links'))[0].n;
    const before = await count();
    const unknownLink = await send(
      t.app,
      'POST',
      '/api/v1/assign-broadcaster-link/',
      { link: 'https://elsewhere.example', broadcasterUsername: scene.users.broadcaster.login },
      scene.users.editor.token,
    );
    expect([unknownLink.statusCode, unknownLink.json()]).toEqual([400, { link: [serverMessages.linkNotAssignable] }]);
    const notOnIt = await send(
      t.app,
      'POST',
      '/api/v1/assign-broadcaster-link/',
      { link: target, broadcasterUsername: scene.users.otherBroadcaster.login },
      scene.users.admin.token,
    );
    expect([notOnIt.statusCode, notOnIt.json()]).toEqual([400, { link: [serverMessages.linkNotAssignable] }]);
    const nobody = await send(
      t.app,
      'POST',
      '/api/v1/assign-broadcaster-link/',
      { link: target, broadcasterUsername: 'nobody_here' },
      scene.users.editor.token,
    );
    expect([nobody.statusCode, nobody.json()]).toEqual([400, { broadcasterUsername: [messages.selectValidBroadcaster] }]);
    expect((await send(t.app, 'POST', '/api/v1/assign-broadcaster-link/', { link: target }, scene.users.editor.token)).statusCode).toBe(
      400,
    );
    expect(await count()).toBe(before);
  });
});
