import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, sameRequestByCaller, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 01 §3 Team, §5 team settings rules, §6 canEditTeams, §7 Update teams/{id}; decision 301.
describe('GET and PATCH /api/v1/teams/{id}/', () => {
  let t: TestApp;
  let scene: RoleScene;
  const url = () => `/api/v1/teams/${scene.teamA}/`;
  const row = async () =>
    (
      await t.db.query<{ name: string; seconds_per_impression: number }>('SELECT name, seconds_per_impression FROM teams WHERE id = $1', [
        scene.teamA,
      ])
    )[0];

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'td');
    const [bot] = await t.db.query<{ id: number }>("INSERT INTO chatbot_accounts (login) VALUES ('team_bot') RETURNING id");
    await t.db.query('UPDATE teams SET default_chatbot_id = $1, logo = $2 WHERE id = $3', [
      bot.id,
      'https://cdn.example.com/a.png',
      scene.teamA,
    ]);
    await t.db.query('INSERT INTO team_approved_chatbots (team_id, chatbot_account_id) VALUES ($1, $2)', [scene.teamA, bot.id]);
    const [fallback] = await t.db.query<{ id: number }>('SELECT id FROM chatbot_accounts WHERE is_default');
    await t.db.query('UPDATE teams SET default_chatbot_id = $1 WHERE id = $2', [fallback.id, scene.teamB]);
  });
  afterAll(() => t.close());

  it('answers the team to its managers and members, 404 out of scope', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', url())).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 404,
      brandViewer: 200,
      broadcaster: 200,
      otherBroadcaster: 404,
    });
  });

  it('answers the Team fields with chatbots as logins; the default account counts as none', async () => {
    const res = await send(t.app, 'GET', url(), undefined, scene.users.editor.token);
    expect(res.json()).toEqual({
      id: scene.teamA,
      name: 'td Team A',
      logo: 'https://cdn.example.com/a.png',
      seconds_per_impression: 15,
      default_chatbot: 'team_bot',
      approved_chatbots: ['team_bot'],
      is_demo: false,
    });
    const b = await send(t.app, 'GET', `/api/v1/teams/${scene.teamB}/`, undefined, scene.users.admin.token);
    expect(b.json()).toMatchObject({ default_chatbot: null, approved_chatbots: [] });
  });

  it('lets only canEditTeams managers in scope change it', async () => {
    const statuses = await statusByCaller(scene.users, (token, caller) =>
      send(t.app, 'PATCH', url(), { name: `Team ${caller}`, seconds_per_impression: 20 }, token),
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
    expect(await row()).toEqual({ name: 'Team editor', seconds_per_impression: 20 });
  });

  it('saves the trimmed name and answers the team', async () => {
    const res = await send(t.app, 'PATCH', url(), { name: '  Renamed  ', seconds_per_impression: 0 }, scene.users.editor.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: scene.teamA, name: 'Renamed', seconds_per_impression: 0 });
  });

  it('refuses bad settings with the spec messages and changes nothing', async () => {
    const before = await row();
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ name: 'X', seconds_per_impression: -1 }, { seconds_per_impression: ['Must be bigger than 0'] }],
      [{ name: ' ', seconds_per_impression: 5 }, { name: ['Required Field'] }],
      [{ seconds_per_impression: 5 }, { name: ['Required Field'] }],
      [{ name: 'X' }, { seconds_per_impression: ['Required Field'] }],
      [{ name: 'X', seconds_per_impression: 'ten' }, { seconds_per_impression: ['Incorrect type.'] }],
      [{ name: 'X', seconds_per_impression: 2 ** 40 }, { seconds_per_impression: ['Incorrect type.'] }],
      [{ name: 'x'.repeat(129), seconds_per_impression: 5 }, { name: ['Must be no more than 128 characters'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await send(t.app, 'PATCH', url(), body, scene.users.editor.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    expect(await row()).toEqual(before);
  });

  it('answers 404 for an id that names no team, 400 for one that is not an id', async () => {
    expect((await send(t.app, 'GET', '/api/v1/teams/999999/', undefined, scene.users.admin.token)).statusCode).toBe(404);
    expect((await send(t.app, 'GET', '/api/v1/teams/9999999999/', undefined, scene.users.admin.token)).statusCode).toBe(404);
    expect((await send(t.app, 'GET', '/api/v1/teams/abc/', undefined, scene.users.admin.token)).statusCode).toBe(400);
    expect((await send(t.app, 'GET', '/api/v1/teams/0/', undefined, scene.users.admin.token)).statusCode).toBe(400);
  });
});
