import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeManager } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, sameRequestByCaller, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createManager, createTestApp, send, TEST_PASSWORD, type TestApp } from '../../../testing/test-app.ts';

// spec 01 §2 Managers page, §3 Manager, §4 removed managers, §5 manager edit, §6 canViewUsers/canEditUsers, §7;
// decisions 340 (scope), 343 (self, admins), 344 (no grant above one's own), 346 (email), 347 (DELETE).
describe('managers/', () => {
  let t: TestApp;
  let scene: RoleScene;
  let seq = 0;
  const managerIdOf = async (userId: number) =>
    (await t.db.query<{ id: number }>('SELECT id FROM managers WHERE user_id = $1', [userId]))[0].id;
  /** A manager of `teams` with levels 1/1/2 and a live token. */
  const target = async (teams: number[], options: Omit<Partial<Parameters<typeof createManager>[1]>, 'email'> = {}) => {
    const email = `target-${++seq}@example.com`;
    const made = await createManager(t.db, { email, permissions: { campaigns: 1, teams: 1, users: 2 }, ...options });
    await scopeManager(t.db, made.id, teams);
    return { ...made, email, managerId: await managerIdOf(made.id) };
  };
  const userRow = async (id: number) =>
    (
      await t.db.query('SELECT email, is_active, permissions_campaigns, permissions_teams, permissions_users FROM users WHERE id = $1', [
        id,
      ])
    )[0];
  const teamsOf = async (managerId: number) =>
    (await t.db.query<{ team_id: number }>('SELECT team_id FROM manager_teams WHERE manager_id = $1 ORDER BY 1', [managerId])).map(
      (r) => r.team_id,
    );

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'mg', { campaigns: false });
  });
  afterAll(() => t.close());

  it('lists managers to those who can view users, scoped to shared teams, removed ones included', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', '/api/v1/managers/')).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 200,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const both = await target([scene.teamA, scene.teamB]);
    await t.db.query('UPDATE users SET is_active = false WHERE id = $1', [both.id]);
    const emails = async (token: string) =>
      ((await send(t.app, 'GET', '/api/v1/managers/', undefined, token)).json() as Array<{ user: { email: string } }>).map(
        (m) => m.user.email,
      );
    expect(await emails(scene.users.admin.token)).toEqual([
      'mg-brand@example.com',
      'mg-editor@example.com',
      'mg-other@example.com',
      'mg-reader@example.com',
      both.email,
    ]);
    expect(await emails(scene.users.readOnlyManager.token)).toEqual([
      'mg-brand@example.com',
      'mg-editor@example.com',
      'mg-reader@example.com',
      both.email,
    ]);
    expect(await emails(scene.users.otherTeamManager.token)).toEqual(['mg-other@example.com', both.email]);
    const seen = (await send(t.app, 'GET', '/api/v1/managers/', undefined, scene.users.editor.token)).json() as Array<{ id: number }>;
    expect(seen.find((m) => m.id === both.managerId)).toEqual({
      id: both.managerId,
      teams: [scene.teamA], // team B is not the editor's: hidden
      user: {
        id: both.id,
        email: both.email,
        is_active: false,
        is_admin: false,
        permissions_campaigns: 1,
        permissions_teams: 1,
        permissions_users: 2,
      },
    });
    await t.db.query('DELETE FROM users WHERE id = $1', [both.id]);
  });

  it('changes a manager for canEditUsers managers of a shared team only', async () => {
    const one = await target([scene.teamA]);
    const statuses = await sameRequestByCaller(t.app, scene.users, 'PATCH', `/api/v1/managers/${one.managerId}/`, {
      user: { permissions_teams: 0 },
    });
    expect(statuses).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const res = await send(
      t.app,
      'PATCH',
      `/api/v1/managers/${one.managerId}/`,
      { teams: [scene.teamA], user: { permissions_campaigns: 0, permissions_users: 1 } },
      scene.users.editor.token,
    );
    expect(res.json()).toEqual({
      id: one.managerId,
      teams: [scene.teamA],
      user: {
        id: one.id,
        email: one.email,
        is_active: true,
        is_admin: false,
        permissions_campaigns: 0,
        permissions_teams: 0,
        permissions_users: 1,
      },
    });
    expect((await send(t.app, 'PATCH', '/api/v1/managers/999999/', {}, scene.users.admin.token)).statusCode).toBe(404);
  });

  it('keeps the teams outside the editor’s scope and refuses teams outside it, changing nothing', async () => {
    const both = await target([scene.teamA, scene.teamB]);
    const editor = scene.users.editor.token;
    const refused = await send(
      t.app,
      'PATCH',
      `/api/v1/managers/${both.managerId}/`,
      { teams: [scene.teamB], user: { permissions_campaigns: 0 } },
      editor,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ teams: [`Invalid pk "${scene.teamB}" - object does not exist.`] });
    expect(await userRow(both.id)).toMatchObject({ permissions_campaigns: 1 });
    const cleared = await send(t.app, 'PATCH', `/api/v1/managers/${both.managerId}/`, { teams: [] }, editor);
    expect(cleared.json()).toMatchObject({ teams: [] });
    expect(await teamsOf(both.managerId)).toEqual([scene.teamB]);
    const admin = await send(
      t.app,
      'PATCH',
      `/api/v1/managers/${both.managerId}/`,
      { teams: [scene.teamA, scene.teamA] },
      scene.users.admin.token,
    );
    expect(admin.json()).toMatchObject({ teams: [scene.teamA] });
    expect(
      (await send(t.app, 'PATCH', `/api/v1/managers/${both.managerId}/`, { teams: [999999] }, scene.users.admin.token)).json(),
    ).toEqual({
      teams: ['Invalid pk "999999" - object does not exist.'],
    });
    expect(await teamsOf(both.managerId)).toEqual([scene.teamA]);
  });

  it('requires a valid email, lets only admins change it, and refuses a taken one', async () => {
    const one = await target([scene.teamA]);
    const url = `/api/v1/managers/${one.managerId}/`;
    const cases: Array<[unknown, Record<string, unknown>]> = [
      [{ user: { email: ' ' } }, { 'user.email': ['Required Field'] }],
      [{ user: { email: 'not-an-email', permissions_campaigns: 0 } }, { 'user.email': ['Invalid Email Address'] }],
      [{ user: { email: 'mg-editor@example.com' } }, { 'user.email': ['A user is already registered with this e-mail address.'] }],
      [{ user: { permissions_users: 3 } }, { 'user.permissions_users': ['Incorrect type.'] }],
      [{ teams: 'x' }, { teams: ['Incorrect type.'] }],
    ];
    for (const [body, answer] of cases) {
      const res = await send(t.app, 'PATCH', url, body, scene.users.admin.token);
      expect([res.statusCode, res.json()]).toEqual([400, answer]);
    }
    expect(await userRow(one.id)).toEqual({
      email: one.email,
      is_active: true,
      permissions_campaigns: 1,
      permissions_teams: 1,
      permissions_users: 2,
    });
    expect((await send(t.app, 'PATCH', url, { user: { email: one.email } }, scene.users.editor.token)).statusCode).toBe(200);
    expect((await send(t.app, 'PATCH', url, { user: { email: 'elsewhere@example.com' } }, scene.users.editor.token)).statusCode).toBe(403);
    const changed = await send(t.app, 'PATCH', url, { user: { email: 'renamed@example.com' } }, scene.users.admin.token);
    expect(changed.json()).toMatchObject({ user: { email: 'renamed@example.com' } });
    const login = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'renamed@example.com', password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('removal ends the removed manager’s sessions and API key; reactivation lets them sign in again', async () => {
    const one = await target([scene.teamA]);
    await t.db.query(`UPDATE users SET api_key_hash = 'x', api_key_hint = 'abcd' WHERE id = $1`, [one.id]);
    expect((await send(t.app, 'GET', '/api/v1/rest-auth/user/', undefined, one.token)).statusCode).toBe(200);
    const removed = await send(
      t.app,
      'PATCH',
      `/api/v1/managers/${one.managerId}/`,
      { user: { is_active: false } },
      scene.users.editor.token,
    );
    expect(removed.json()).toMatchObject({ user: { is_active: false } });
    const after = await send(t.app, 'GET', '/api/v1/rest-auth/user/', undefined, one.token);
    expect([after.statusCode, after.json()]).toEqual([401, { detail: 'Invalid token.' }]);
    expect(await t.db.query('SELECT 1 FROM auth_tokens WHERE user_id = $1', [one.id])).toEqual([]);
    expect((await t.db.query('SELECT api_key_hash FROM users WHERE id = $1', [one.id]))[0]).toEqual({ api_key_hash: null });
    const refusedLogin = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: one.email, password: TEST_PASSWORD });
    expect(refusedLogin.statusCode).toBe(400);
    const back = await send(t.app, 'PATCH', `/api/v1/managers/${one.managerId}/`, { user: { is_active: true } }, scene.users.editor.token);
    expect(back.json()).toMatchObject({ user: { is_active: true } });
    const login = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: one.email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('removes with DELETE (soft) for canEditUsers managers of a shared team only', async () => {
    const targets = new Map<string, { managerId: number; id: number; token: string }>();
    for (const caller of [
      'anonymous',
      'admin',
      'editor',
      'readOnlyManager',
      'otherTeamManager',
      'brandViewer',
      'broadcaster',
      'otherBroadcaster',
    ]) {
      targets.set(caller, await target([scene.teamA]));
    }
    const statuses = await statusByCaller(scene.users, (token, caller) =>
      send(t.app, 'DELETE', `/api/v1/managers/${targets.get(caller)?.managerId}/`, undefined, token),
    );
    expect(statuses).toEqual({
      anonymous: 401,
      admin: 204,
      editor: 204,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const removed = targets.get('editor');
    expect(await userRow(removed?.id ?? 0)).toMatchObject({ is_active: false });
    expect((await send(t.app, 'GET', '/api/v1/rest-auth/user/', undefined, removed?.token)).statusCode).toBe(401);
    expect(await userRow(targets.get('readOnlyManager')?.id ?? 0)).toMatchObject({ is_active: true });
  });

  it('refuses a manager removing or demoting themselves, and non-admins changing admins', async () => {
    const self = await target([scene.teamA], { permissions: { campaigns: 0, teams: 0, users: 0 } });
    const url = `/api/v1/managers/${self.managerId}/`;
    const denied = { detail: 'You cannot remove or demote yourself.' };
    for (const body of [{ user: { is_active: false } }, { user: { permissions_users: 1 } }, { teams: [] }]) {
      const res = await send(t.app, 'PATCH', url, body, self.token);
      expect([res.statusCode, res.json()]).toEqual([403, denied]);
    }
    const del = await send(t.app, 'DELETE', url, undefined, self.token);
    expect([del.statusCode, del.json()]).toEqual([403, denied]);
    expect((await send(t.app, 'PATCH', url, { user: { permissions_users: 0 }, teams: [scene.teamA] }, self.token)).statusCode).toBe(200);
    expect(await userRow(self.id)).toMatchObject({ is_active: true, permissions_users: 0 });
    const admin = await target([scene.teamA], { isAdmin: true });
    expect((await send(t.app, 'PATCH', `/api/v1/managers/${admin.managerId}/`, {}, scene.users.editor.token)).statusCode).toBe(403);
    expect((await send(t.app, 'DELETE', `/api/v1/managers/${admin.managerId}/`, undefined, scene.users.editor.token)).statusCode).toBe(403);
    expect(
      (await send(t.app, 'PATCH', `/api/v1/managers/${admin.managerId}/`, { user: { permissions_users: 1 } }, scene.users.admin.token))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a non-admin granting a level above their own', async () => {
    const limited = await target([scene.teamA], { permissions: { campaigns: 1, teams: 0, users: 0 } });
    const one = await target([scene.teamA]);
    const url = `/api/v1/managers/${one.managerId}/`;
    expect((await send(t.app, 'PATCH', url, { user: { permissions_campaigns: 0 } }, limited.token)).statusCode).toBe(403);
    expect(await userRow(one.id)).toMatchObject({ permissions_campaigns: 1 });
    expect((await send(t.app, 'PATCH', url, { user: { permissions_teams: 0, permissions_users: 0 } }, limited.token)).statusCode).toBe(200);
  });
});
