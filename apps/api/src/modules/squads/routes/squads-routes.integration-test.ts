import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBroadcaster, setTeamStatus } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, sameRequestByCaller, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 01 §3 Squad, §4 squad assignment, §5 squad name required / valid team member, §6 canEditTeams, §7 squads.
describe('squads', () => {
  let t: TestApp;
  let scene: RoleScene;
  let squadA: number;
  let squadB: number;
  const squadIn = async (teamId: number, name: string) =>
    (await t.db.query<{ id: number }>('INSERT INTO squads (team_id, name) VALUES ($1, $2) RETURNING id', [teamId, name]))[0].id;
  const roster = async (id: number) =>
    (
      await t.db.query<{ username: string }>(
        'SELECT u.username FROM squad_members sm JOIN users u ON u.id = sm.broadcaster_id WHERE sm.squad_id = $1 ORDER BY 1',
        [id],
      )
    ).map((r) => r.username);
  const names = async () => (await t.db.query<{ name: string }>('SELECT name FROM squads ORDER BY id')).map((r) => r.name);

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'sq');
  });
  beforeEach(async () => {
    await t.db.query('DELETE FROM squads');
    squadA = await squadIn(scene.teamA, 'Alpha');
    squadB = await squadIn(scene.teamB, 'Bravo');
  });
  afterAll(() => t.close());

  it('lists the squads of the teams a manager sees, by team', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', `/api/v1/squads/?team=${scene.teamA}`)).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 404,
      brandViewer: 200,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    await send(
      t.app,
      'PATCH',
      `/api/v1/squads/${squadA}/add_broadcaster/`,
      { broadcaster: scene.users.broadcaster.login },
      scene.users.editor.token,
    );
    const res = await send(t.app, 'GET', `/api/v1/squads/?team=${scene.teamA}`, undefined, scene.users.readOnlyManager.token);
    expect(res.json()).toEqual([{ id: squadA, name: 'Alpha', team: scene.teamA, roster: [scene.users.broadcaster.login] }]);
    const all = await send(t.app, 'GET', '/api/v1/squads/', undefined, scene.users.admin.token);
    expect((all.json() as Array<{ name: string }>).map((s) => s.name)).toEqual(['Alpha', 'Bravo']);
    const mine = await send(t.app, 'GET', '/api/v1/squads/', undefined, scene.users.otherTeamManager.token);
    expect((mine.json() as Array<{ name: string }>).map((s) => s.name)).toEqual(['Bravo']);
    expect((await send(t.app, 'GET', '/api/v1/squads/?team=x', undefined, scene.users.admin.token)).statusCode).toBe(400);
  });

  it('creates squads for canEditTeams managers of the team only', async () => {
    const statuses = await statusByCaller(scene.users, (token, caller) =>
      send(t.app, 'POST', '/api/v1/squads/', { name: `New ${caller}`, team: scene.teamA }, token),
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
    expect(await names()).toEqual(['Alpha', 'Bravo', 'New admin', 'New editor']);
    const res = await send(t.app, 'POST', '/api/v1/squads/', { name: ' Gamma ', team: scene.teamA }, scene.users.editor.token);
    expect(res.json()).toEqual({ id: expect.any(Number), name: 'Gamma', team: scene.teamA, roster: [] });
  });

  it('refuses a squad without a name or team, changing nothing', async () => {
    const cases: Array<[unknown, number, Record<string, unknown>]> = [
      [{ name: '  ', team: scene.teamA }, 400, { name: ['Required Field'] }],
      [{ team: scene.teamA }, 400, { name: ['Required Field'] }],
      [{ name: 'X' }, 400, { team: ['Required Field'] }],
      [{ name: 'X', team: 0 }, 400, { team: ['Incorrect type.'] }],
      [{ name: 'X', team: 999999 }, 404, { detail: 'Not found.' }],
    ];
    for (const [body, status, answer] of cases) {
      const res = await send(t.app, 'POST', '/api/v1/squads/', body, scene.users.editor.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toEqual(answer);
    }
    expect(await names()).toEqual(['Alpha', 'Bravo']);
  });

  it('renames and deletes squads for canEditTeams managers of the team only', async () => {
    const renames = await statusByCaller(scene.users, (token, caller) =>
      send(t.app, 'PATCH', `/api/v1/squads/${squadA}/`, { name: `By ${caller}` }, token),
    );
    expect(renames).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    expect(await names()).toEqual(['By editor', 'Bravo']);
    const bad = await send(t.app, 'PATCH', `/api/v1/squads/${squadA}/`, { name: '' }, scene.users.editor.token);
    expect([bad.statusCode, bad.json()]).toEqual([400, { name: ['Required Field'] }]);

    const targets: Record<string, number> = {};
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
      targets[caller] = await squadIn(scene.teamA, `Del ${caller}`);
    }
    const deletes = await statusByCaller(scene.users, (token, caller) =>
      send(t.app, 'DELETE', `/api/v1/squads/${targets[caller]}/`, undefined, token),
    );
    expect(deletes).toEqual({
      anonymous: 401,
      admin: 204,
      editor: 204,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    await t.db.query('INSERT INTO campaign_squads (campaign_id, squad_id) VALUES ($1, $2)', [scene.campaignA.id, squadA]);
    await send(t.app, 'DELETE', `/api/v1/squads/${squadA}/`, undefined, scene.users.editor.token);
    const events = await t.db.query('SELECT campaign_id, event_type, message FROM campaign_events WHERE event_type = $1', [
      'squad_removed',
    ]);
    expect(events).toEqual([
      { campaign_id: scene.campaignA.id, event_type: 'squad_removed', message: 'Squad By editor was removed from the campaign' },
    ]);
    expect(await t.db.query('SELECT 1 FROM campaign_squads')).toEqual([]);
    await t.db.query("DELETE FROM squads WHERE name LIKE 'Del %'");
    expect(await names()).toEqual(['Bravo']);
  });

  it('adds and removes Active team members, one squad per team', async () => {
    const adds = await statusByCaller(scene.users, (token) =>
      send(t.app, 'PATCH', `/api/v1/squads/${squadA}/add_broadcaster/`, { broadcaster: scene.users.broadcaster.login }, token),
    );
    expect(adds).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const other = await squadIn(scene.teamA, 'Other');
    const moved = await send(
      t.app,
      'PATCH',
      `/api/v1/squads/${other}/add_broadcaster/`,
      { broadcaster: scene.users.broadcaster.login },
      scene.users.editor.token,
    );
    expect(moved.json()).toEqual({ id: other, name: 'Other', team: scene.teamA, roster: [scene.users.broadcaster.login] });
    expect(await roster(squadA)).toEqual([]);

    const removes = await statusByCaller(scene.users, (token, caller) =>
      send(t.app, 'PATCH', `/api/v1/squads/${other}/remove_broadcaster/`, { broadcaster: scene.users.broadcaster.login }, token).then(
        async (res) => {
          if (res.statusCode === 200 && caller === 'admin')
            await send(t.app, 'PATCH', `/api/v1/squads/${other}/add_broadcaster/`, { broadcaster: scene.users.broadcaster.login }, token);
          return res;
        },
      ),
    );
    expect(removes).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    expect(await roster(other)).toEqual([]);
  });

  it("refuses anyone who is not an Active member of the squad's team, changing nothing", async () => {
    const invited = await createBroadcaster(t.db, 'sq_invited');
    await setTeamStatus(t.db, scene.teamA, invited.id, 'Invited');
    for (const broadcaster of ['sq_invited', scene.users.otherBroadcaster.login, 'nobody', ' ', scene.users.editor.login]) {
      const res = await send(t.app, 'PATCH', `/api/v1/squads/${squadA}/add_broadcaster/`, { broadcaster }, scene.users.editor.token);
      expect(res.statusCode, broadcaster).toBe(400);
      expect(res.json()).toEqual({ broadcaster: ['Please select a valid team member!'] });
    }
    const notIn = await send(
      t.app,
      'PATCH',
      `/api/v1/squads/${squadA}/remove_broadcaster/`,
      { broadcaster: scene.users.broadcaster.login },
      scene.users.editor.token,
    );
    expect([notIn.statusCode, notIn.json()]).toEqual([400, { broadcaster: ['Please select a valid team member!'] }]);
    expect(await roster(squadA)).toEqual([]);
  });

  describe('PATCH teams/{id}/set_squad/ (member squad set and remove)', () => {
    const url = () => `/api/v1/teams/${scene.teamA}/set_squad/`;

    it('lets only canEditTeams managers in scope set a member squad', async () => {
      const statuses = await statusByCaller(scene.users, (token) =>
        send(t.app, 'PATCH', url(), { broadcaster: scene.users.broadcaster.login, squad: squadA }, token),
      );
      expect(statuses).toEqual({
        anonymous: 401,
        admin: 200,
        editor: 200,
        readOnlyManager: 403,
        otherTeamManager: 404,
        brandViewer: 403,
        broadcaster: 403,
        otherBroadcaster: 404,
      });
    });

    it('sets another squad, and choosing no squad removes the member from theirs', async () => {
      const other = await squadIn(scene.teamA, 'Other');
      const login = scene.users.broadcaster.login;
      const set = await send(t.app, 'PATCH', url(), { broadcaster: login.toUpperCase(), squad: squadA }, scene.users.editor.token);
      expect(set.json()).toEqual({ broadcaster: login, squad: squadA });
      expect(await roster(squadA)).toEqual([login]);
      await send(t.app, 'PATCH', url(), { broadcaster: login, squad: other }, scene.users.editor.token);
      expect([await roster(squadA), await roster(other)]).toEqual([[], [login]]);
      const cleared = await send(t.app, 'PATCH', url(), { broadcaster: login, squad: null }, scene.users.editor.token);
      expect(cleared.json()).toEqual({ broadcaster: login, squad: null });
      expect(await roster(other)).toEqual([]);
    });

    it("refuses another team's squad, a non-member and bad values, changing nothing", async () => {
      const cases: Array<[unknown, Record<string, string[]>]> = [
        [
          { broadcaster: scene.users.broadcaster.login, squad: squadB },
          { squad: [`Select a valid choice. ${squadB} is not one of the available choices.`] },
        ],
        [{ broadcaster: scene.users.otherBroadcaster.login, squad: squadA }, { broadcaster: ['Please select a valid team member!'] }],
        [{ broadcaster: scene.users.broadcaster.login }, { squad: ['Required Field'] }],
        [{ broadcaster: scene.users.broadcaster.login, squad: 'Alpha' }, { squad: ['Incorrect type.'] }],
      ];
      for (const [body, errors] of cases) {
        const res = await send(t.app, 'PATCH', url(), body, scene.users.editor.token);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toEqual(errors);
      }
      expect([await roster(squadA), await roster(squadB)]).toEqual([[], []]);
    });
  });
});
