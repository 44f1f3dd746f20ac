import { messages } from '@advocate/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBroadcaster, insertTeam, setTeamStatus } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

const count = async (t: TestApp, sql: string, params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n;

// spec 01 §7 Create campaigns, §4 (auto_active_invites), §5, §6; issue 10.
describe('POST /api/v1/campaigns/', () => {
  let t: TestApp;
  let scene: RoleScene;
  let squadId: number;
  let otherSquad: number;

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'create');
    const member = await createBroadcaster(t.db, 'squad_member');
    await setTeamStatus(t.db, scene.teamA, member.id, 'Active');
    [{ id: squadId }] = await t.db.query<{ id: number }>(`INSERT INTO squads (team_id, name) VALUES ($1, 'Alpha Squad') RETURNING id`, [
      scene.teamA,
    ]);
    await t.db.query('INSERT INTO squad_members (squad_id, team_id, broadcaster_id) VALUES ($1, $2, $3)', [
      squadId,
      scene.teamA,
      member.id,
    ]);
    [{ id: otherSquad }] = await t.db.query<{ id: number }>(`INSERT INTO squads (team_id, name) VALUES ($1, 'B Squad') RETURNING id`, [
      scene.teamB,
    ]);
  });
  afterAll(() => t.close());

  const body = (extra: Record<string, unknown> = {}) => ({
    name: 'Spring Push',
    start_date: '2030-01-01T00:00:00Z',
    end_date: '2030-02-01T00:00:00Z',
    team: scene.teamA,
    ...extra,
  });

  it('answers each role: editors of the team and admins create, read-only 403, another team 400 on team', async () => {
    const statuses = await statusByCaller(scene.users, (token) => send(t.app, 'POST', '/api/v1/campaigns/', body(), token));
    expect(statuses).toEqual({
      anonymous: 401,
      admin: 201,
      editor: 201,
      readOnlyManager: 403,
      otherTeamManager: 400,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const other = await send(t.app, 'POST', '/api/v1/campaigns/', body(), scene.users.otherTeamManager.token);
    expect(other.json()).toEqual({ team: [messages.unknownPk(scene.teamA)] });
  });

  it('creates with defaults, a unique slug, participants, squads and events in one go', async () => {
    const res = await send(
      t.app,
      'POST',
      '/api/v1/campaigns/',
      body({
        name: 'Spring Push',
        auto_active_invites: true,
        broadcasters_to_add: ['CREATE_CASTER'],
        squads: [squadId],
        available_components: ['live-graphics', 'banner-graphics'],
      }),
      scene.users.admin.token,
    );
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({
      slug: 'spring-push-3',
      name: 'Spring Push',
      team: scene.teamA,
      seconds_per_impression: 15,
      budget: 1,
      target: 1,
      auto_active_invites: true,
      squads: [squadId],
      available_components: ['live-graphics', 'banner-graphics'],
      end_date: '2030-02-01T00:00:00.000Z',
    });
    const statuses = await t.db.query<{ username: string; status: string }>(
      `SELECT u.username, s.status FROM campaign_statuses s JOIN users u ON u.id = s.broadcaster_id JOIN campaigns c ON c.id = s.campaign_id
       WHERE c.slug = $1 ORDER BY u.username`,
      [made.slug],
    );
    expect(statuses).toEqual([
      { username: 'create_caster', status: 'Active' },
      { username: 'squad_member', status: 'Active' },
    ]);
    const events = await t.db.query<{ event_type: string }>(
      `SELECT e.event_type FROM campaign_events e JOIN campaigns c ON c.id = e.campaign_id WHERE c.slug = $1 ORDER BY e.id`,
      [made.slug],
    );
    expect(events.map((e) => e.event_type)).toEqual(['campaign_created', 'squad_added', 'broadcaster_added', 'broadcaster_added']);
  });

  it('puts participants on Pending without auto_active_invites, and a sponsor keeps the seconds it sends', async () => {
    const res = await send(
      t.app,
      'POST',
      '/api/v1/campaigns/',
      body({ name: 'Sponsor', seconds_per_impression: 30, broadcasters_to_add: ['create_caster'] }),
      scene.users.editor.token,
    );
    expect(res.json()).toMatchObject({ slug: 'sponsor', seconds_per_impression: 30, auto_active_invites: false });
    const [row] = await t.db.query<{ status: string }>(
      `SELECT s.status FROM campaign_statuses s JOIN campaigns c ON c.id = s.campaign_id WHERE c.slug = 'sponsor'`,
    );
    expect(row.status).toBe('Pending');
  });

  it('lets an admin create a campaign without a team; a manager needs one', async () => {
    const admin = await send(
      t.app,
      'POST',
      '/api/v1/campaigns/',
      { name: 'Solo', start_date: '2030-01-01', team: null },
      scene.users.admin.token,
    );
    expect(admin.statusCode).toBe(201);
    expect(admin.json()).toMatchObject({ team: null, start_date: '2030-01-01T00:00:00.000Z', end_date: null });
    const editor = await send(t.app, 'POST', '/api/v1/campaigns/', { name: 'Solo', start_date: '2030-01-01' }, scene.users.editor.token);
    expect(editor.json()).toEqual({ team: [messages.required] });
  });

  it.each([
    [{ name: '' }, { name: [messages.required] }],
    [{ name: '   ' }, { name: [messages.required] }],
    [{ start_date: '' }, { start_date: [messages.required] }],
    [{ start_date: 'soon' }, { start_date: [messages.invalidDate] }],
    [{ end_date: '2029-12-31T00:00:00Z' }, { end_date: [messages.endAfterStart] }],
    [{ impression_cutoff: -1 }, { impression_cutoff: [messages.biggerThan(0)] }],
    [{ daily_impression_cap: -5 }, { daily_impression_cap: [messages.biggerThan(0)] }],
    [{ website: 'not a site' }, { website: [messages.url] }],
    [{ broadcasters_to_add: ['nobody_here'] }, { broadcasters_to_add: [messages.selectValidTeamMember] }],
    [{ broadcasters_to_add: ['create_other_caster'] }, { broadcasters_to_add: [messages.selectValidTeamMember] }],
    [{ team: 2147483647 }, { team: [messages.unknownPk(2147483647)] }],
  ])('refuses %j and changes nothing', async (extra, expected) => {
    const before = [await count(t, 'campaigns'), await count(t, 'campaign_events'), await count(t, 'campaign_statuses')];
    const res = await send(t.app, 'POST', '/api/v1/campaigns/', body(extra), scene.users.admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    expect([await count(t, 'campaigns'), await count(t, 'campaign_events'), await count(t, 'campaign_statuses')]).toEqual(before);
  });

  it('writes the campaign, its events and statuses in one transaction: a failure midway leaves nothing', async () => {
    // A trigger makes the last write of the creation (a broadcaster's status) fail after the rest went in.
    await t.db.exec(`CREATE FUNCTION fail_status() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'boom'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER fail_status BEFORE INSERT ON campaign_statuses FOR EACH ROW EXECUTE FUNCTION fail_status();`);
    const before = [await count(t, 'campaigns'), await count(t, 'campaign_events'), await count(t, 'campaign_squads')];
    const res = await send(t.app, 'POST', '/api/v1/campaigns/', body({ name: 'Half Written', squads: [squadId] }), scene.users.admin.token);
    await t.db.exec('DROP TRIGGER fail_status ON campaign_statuses; DROP FUNCTION fail_status();');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: expect.any(String), request_id: expect.any(String) });
    expect([await count(t, 'campaigns'), await count(t, 'campaign_events'), await count(t, 'campaign_squads')]).toEqual(before);
  });

  it("refuses another team's squad", async () => {
    const before = await count(t, 'campaigns');
    const res = await send(t.app, 'POST', '/api/v1/campaigns/', body({ squads: [otherSquad] }), scene.users.admin.token);
    expect(res.json()).toEqual({ squads: [messages.unknownPk(otherSquad)] });
    expect(await count(t, 'campaigns')).toBe(before);
  });

  it('refuses wrong types in the DRF shape', async () => {
    const typed = await send(t.app, 'POST', '/api/v1/campaigns/', body({ auto_active_invites: 'yes please' }), scene.users.admin.token);
    expect(typed.json()).toEqual({ auto_active_invites: [messages.wrongType] });
  });

  it("shows the new campaign in the creator's list", async () => {
    const team = await insertTeam(t.db, { name: 'Fresh' });
    await t.db.query('INSERT INTO manager_teams (manager_id, team_id) SELECT id, $1 FROM managers WHERE user_id = $2', [
      team,
      scene.users.editor.id,
    ]);
    const res = await send(t.app, 'POST', '/api/v1/campaigns/', body({ name: 'Listed Now', team }), scene.users.editor.token);
    const list = await send(t.app, 'GET', '/api/v1/campaigns/', undefined, scene.users.editor.token);
    expect((list.json() as Array<{ slug: string }>).map((c) => c.slug)).toContain(res.json().slug);
  });
});
