import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, sameRequestByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';
import { recordActivity } from '../activity-record.ts';
import type { ActivityPageAnswer } from '../schemas/activity-schemas.ts';

// Issue 30 part 4: the activity log's reads; decisions 801 (scope), 802 (secrets), 803 (keyset pages).
describe('activity/', () => {
  let t: TestApp;
  let scene: RoleScene;
  const page = async (token: string, query = '') => {
    const res = await send(t.app, 'GET', `/api/v1/activity/${query}`, undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ActivityPageAnswer;
  };

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'act');
    const { users, teamA, teamB, campaignA, campaignB } = scene;
    await recordActivity(t.db, users.editor.id, {
      at: new Date(),
      kind: 'team',
      action: 'updated',
      place: { teamId: teamA },
      subject: 'act Team A',
      before: { name: 'Old A', seconds_per_impression: 10 },
      after: { name: 'act Team A', seconds_per_impression: 10 },
    });
    await recordActivity(t.db, users.editor.id, {
      at: new Date(),
      kind: 'webhook',
      action: 'created',
      place: { campaignId: campaignA.id },
      subject: 'https://hooks.example.com/a',
      before: null,
      after: { url: 'https://hooks.example.com/a', secret: 'whsec-do-not-show', events: ['click'] },
    });
    await recordActivity(t.db, users.otherTeamManager.id, {
      at: new Date(),
      kind: 'campaign',
      action: 'updated',
      place: { campaignId: campaignB.id },
      subject: 'act Campaign B',
      before: { name: 'B' },
      after: { name: 'act Campaign B' },
    });
    await recordActivity(t.db, users.admin.id, {
      at: new Date(),
      kind: 'manager',
      action: 'updated',
      place: { teamIds: [teamA, teamB] },
      subject: 'act-reader@example.com',
      before: { teams: [{ id: teamA, name: 'act Team A' }] },
      after: {
        teams: [
          { id: teamA, name: 'act Team A' },
          { id: teamB, name: 'act Team B' },
        ],
      },
    });
  });
  afterAll(() => t.close());

  it('answers managers who can view users, and no one else', async () => {
    for (const path of ['/api/v1/activity/', '/api/v1/activity/export/']) {
      expect(await sameRequestByCaller(t.app, scene.users, 'GET', path)).toEqual({
        anonymous: 401,
        admin: 200,
        editor: 200,
        readOnlyManager: 200,
        otherTeamManager: 200,
        brandViewer: 403,
        broadcaster: 403,
        otherBroadcaster: 403,
      });
    }
  });

  it("shows a manager their teams' entries, an admin all, newest first", async () => {
    const subjects = async (token: string) => (await page(token)).results.map((e) => e.subject);
    expect(await subjects(scene.users.admin.token)).toEqual([
      'act-reader@example.com',
      'act Campaign B',
      'https://hooks.example.com/a',
      'act Team A',
    ]);
    expect(await subjects(scene.users.readOnlyManager.token)).toEqual([
      'act-reader@example.com',
      'https://hooks.example.com/a',
      'act Team A',
    ]);
    expect(await subjects(scene.users.otherTeamManager.token)).toEqual(['act-reader@example.com', 'act Campaign B']);
  });

  it('shows who, when, what and before -> after, with names as they were', async () => {
    const [, , , team] = (await page(scene.users.admin.token)).results;
    expect(team).toMatchObject({
      actor: { id: scene.users.editor.id, email: 'act-editor@example.com' },
      kind: 'team',
      action: 'updated',
      team: { id: scene.teamA, name: 'act Team A' },
      campaign: null,
      changes: [{ field: 'name', before: 'Old A', after: 'act Team A' }],
    });
    expect(Date.parse(team.created)).not.toBeNaN();
  });

  it('never shows a secret, only that it was set', async () => {
    const res = await send(t.app, 'GET', '/api/v1/activity/?kind=webhook', undefined, scene.users.admin.token);
    expect(res.body).not.toContain('whsec-do-not-show');
    expect((res.json() as ActivityPageAnswer).results[0].changes).toContainEqual({ field: 'secret', before: null, after: '[secret]' });
    const stored = await t.db.query<{ after: unknown }>(`SELECT after FROM activity WHERE kind = 'webhook'`);
    expect(JSON.stringify(stored)).not.toContain('whsec-do-not-show');
    const csv = await send(t.app, 'GET', '/api/v1/activity/export/', undefined, scene.users.admin.token);
    expect(csv.body).not.toContain('whsec-do-not-show');
  });

  it("shows a manager only their teams in a manager's team list", async () => {
    const entry = async (token: string) => (await page(token, '?kind=manager')).results[0].changes[0];
    expect(await entry(scene.users.admin.token)).toEqual({ field: 'teams', before: 'act Team A', after: 'act Team A, act Team B' });
    expect(await entry(scene.users.readOnlyManager.token)).toEqual({ field: 'teams', before: 'act Team A', after: 'act Team A' });
    expect(await entry(scene.users.otherTeamManager.token)).toEqual({ field: 'teams', before: '', after: 'act Team B' });
  });

  it('filters by team, campaign, person, kind and date', async () => {
    const admin = scene.users.admin.token;
    const subjects = async (query: string) => (await page(admin, query)).results.map((e) => e.subject);
    expect(await subjects(`?team=${scene.teamB}`)).toEqual(['act-reader@example.com', 'act Campaign B']);
    expect(await subjects(`?campaign=${scene.campaignA.slug}`)).toEqual(['https://hooks.example.com/a']);
    expect(await subjects(`?person=${scene.users.editor.id}`)).toEqual(['https://hooks.example.com/a', 'act Team A']);
    expect(await subjects('?kind=campaign')).toEqual(['act Campaign B']);
    expect(await subjects(`?team=${scene.teamA}&kind=team&person=${scene.users.editor.id}`)).toEqual(['act Team A']);
    const today = new Date().toISOString().slice(0, 10);
    expect(await subjects(`?date_from=${today}&date_to=${today}`)).toHaveLength(4);
    expect(await subjects('?date_to=2020-01-01')).toEqual([]);
    // A manager's campaign or person filter keeps to their teams.
    const reader = async (query: string) => (await page(scene.users.readOnlyManager.token, query)).results.map((e) => e.subject);
    expect(await reader(`?person=${scene.users.editor.id}`)).toEqual(['https://hooks.example.com/a', 'act Team A']);
    expect(await reader(`?person=${scene.users.admin.id}`)).toEqual(['act-reader@example.com']);
    expect(await reader(`?campaign=${scene.campaignA.slug}`)).toEqual(['https://hooks.example.com/a']);
    expect(await reader(`?campaign=${scene.campaignB.slug}`)).toEqual([]);
    expect(await reader('?campaign=no-such-campaign')).toEqual([]);
    // A team the manager does not manage selects nothing, rather than another team's entries.
    expect((await page(scene.users.readOnlyManager.token, `?team=${scene.teamB}`)).results).toEqual([]);
  });

  it('pages by cursor without gaps or repeats', async () => {
    const admin = scene.users.admin.token;
    const all = (await page(admin)).results.map((e) => e.id);
    const seen: number[] = [];
    let query = '?page_size=1';
    for (;;) {
      const answer = await page(admin, query);
      seen.push(...answer.results.map((e) => e.id));
      if (!answer.next) break;
      query = `?page_size=1&cursor=${encodeURIComponent(answer.next)}`;
    }
    expect(seen).toEqual(all);
  });

  it('answers 400 in the DRF shape for a bad cursor, kind, date or size', async () => {
    const admin = scene.users.admin.token;
    for (const query of [
      '?cursor=nope',
      '?cursor=2026-02-30T10:00:00.000000Z_5',
      '?kind=everything',
      '?date_from=2026-13-01',
      '?page_size=500',
      '?team=x',
    ]) {
      const res = await send(t.app, 'GET', `/api/v1/activity/${query}`, undefined, admin);
      expect(res.statusCode, query).toBe(400);
      expect(Object.values(res.json() as Record<string, unknown>).every(Array.isArray), query).toBe(true);
    }
    expect((await send(t.app, 'GET', '/api/v1/activity/?cursor=nope', undefined, admin)).json()).toEqual({ cursor: ['Invalid cursor'] });
  });

  it('exports the filtered entries as CSV, formulas neutralised', async () => {
    await recordActivity(t.db, scene.users.editor.id, {
      at: new Date(),
      kind: 'squad',
      action: 'created',
      place: { teamId: scene.teamA },
      subject: '=HYPERLINK("x")',
      before: null,
      after: { name: '=HYPERLINK("x")' },
    });
    const res = await send(t.app, 'GET', `/api/v1/activity/export/?team=${scene.teamA}`, undefined, scene.users.readOnlyManager.token);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('time,person,kind,action,team,campaign,subject,changes');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`squad,created,act Team A,,"'=HYPERLINK(""x"")","name: - -> =HYPERLINK(""x"")"`);
    expect(res.body).not.toContain('act Campaign B');
  });

  it("shows a manager only their teams' campaigns in a report over two teams", async () => {
    const res = await send(
      t.app,
      'POST',
      '/api/v1/reports/',
      {
        name: 'act two teams',
        type: 'C',
        start_time: '2026-01-01T08:00:00Z',
        end_time: '2026-02-01T20:30:00Z',
        campaigns: [scene.campaignA.slug, scene.campaignB.slug],
      },
      scene.users.admin.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    const campaigns = async (token: string) =>
      (await page(token, '?kind=report')).results[0].changes.find((change) => change.field === 'campaigns')?.after;
    expect(await campaigns(scene.users.admin.token)).toBe('act Campaign A, act Campaign B');
    expect(await campaigns(scene.users.readOnlyManager.token)).toBe('act Campaign A');
    expect(await campaigns(scene.users.otherTeamManager.token)).toBe('act Campaign B');
  });
});
