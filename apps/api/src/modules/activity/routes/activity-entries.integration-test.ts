import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBroadcaster, setTeamStatus } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';
import { recordActivity } from '../activity-record.ts';
import type { ActivityAnswer, ActivityPageAnswer } from '../schemas/activity-schemas.ts';

// Issue 30 part 4, what an entry holds (decision 850): names and labels a person reads, the real before.
describe('activity entries', () => {
  let t: TestApp;
  let scene: RoleScene;
  const newest = async (query: string): Promise<ActivityAnswer> => {
    const res = await send(t.app, 'GET', `/api/v1/activity/${query}`, undefined, scene.users.admin.token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as ActivityPageAnswer).results[0];
  };
  const component = async (name: string) =>
    (
      await t.db.query<{ id: number }>(`INSERT INTO components (campaign_id, type, name) VALUES ($1, 'custom-link', $2) RETURNING id`, [
        scene.campaignA.id,
        name,
      ])
    )[0].id;

  // The app's clock runs three days behind the database's: an entry must take the app's (decision 852).
  const BEHIND_MS = 3 * 86_400_000;
  const appNow = () => new Date(Date.now() - BEHIND_MS);

  beforeAll(async () => {
    t = await createTestApp({}, { now: appNow });
    scene = await createRoleScene(t.db, 'ent');
  });
  afterAll(() => t.close());

  it("keeps a group's components by name", async () => {
    const id = await component('ent Spring banner');
    const res = await send(
      t.app,
      'POST',
      '/api/v1/labels/',
      { name: 'ent Group', campaign: scene.campaignA.slug, components: [id] },
      scene.users.editor.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    const entry = await newest('?kind=campaign');
    expect(entry.changes).toContainEqual({ field: 'components', before: null, after: 'ent Spring banner' });
  });

  it('shows an older entry with what can still be known: names of components, labels of codes', async () => {
    const kept = await component('ent Kept');
    await recordActivity(t.db, scene.users.admin.id, {
      at: new Date(),
      kind: 'compliance',
      action: 'overridden',
      place: { campaignId: scene.campaignA.id },
      subject: 'ent_old',
      before: null,
      after: { component: kept, components: [kept, 999_999] },
    });
    expect((await newest('?kind=compliance')).changes).toEqual([
      { field: 'component', before: null, after: 'ent Kept' },
      { field: 'components', before: null, after: 'ent Kept, #999999' },
    ]);
    await recordActivity(t.db, scene.users.admin.id, {
      at: new Date(),
      kind: 'report',
      action: 'created',
      place: { campaignId: scene.campaignA.id },
      subject: 'ent old report',
      before: null,
      after: { name: 'ent old report', type: 'P' },
    });
    expect((await newest('?kind=report')).changes).toContainEqual({ field: 'type', before: null, after: 'PDF' });
    await recordActivity(t.db, scene.users.admin.id, {
      at: new Date(),
      kind: 'manager',
      action: 'updated',
      place: { teamId: scene.teamA },
      subject: 'ent-old@example.com',
      before: { permissions_users: 1 },
      after: { permissions_users: 2 },
    });
    expect((await newest('?kind=manager')).changes).toEqual([{ field: 'permissions_users', before: 'Read Only', after: 'No Access' }]);
  });

  it('records a new report by its file type name', async () => {
    const res = await send(
      t.app,
      'POST',
      '/api/v1/reports/',
      {
        name: 'ent pdf',
        type: 'P',
        start_time: '2026-01-01T08:00:00Z',
        end_time: '2026-02-01T20:30:00Z',
        campaigns: [scene.campaignA.slug],
      },
      scene.users.admin.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await t.db.query<{ after: { type: string } }>(`SELECT after FROM activity WHERE subject = 'ent pdf'`);
    expect(stored.after.type).toBe('PDF');
  });

  it('records the real before when a broadcaster Invited or Declined is invited again', async () => {
    const invite = async (username: string) => {
      const res = await send(t.app, 'PATCH', `/api/v1/teams/${scene.teamA}/invite/`, { broadcaster: username }, scene.users.editor.token);
      expect(res.statusCode, res.body).toBe(200);
      return newest(`?kind=team&team=${scene.teamA}`);
    };
    const first = await createBroadcaster(t.db, 'ent_new');
    expect(first.id).toBeGreaterThan(0);
    const made = await invite('ent_new');
    expect(made.changes.map((c) => [c.field, c.before])).toEqual([
      ['status', null],
      ['invited_at', null],
    ]);
    const again = await invite('ent_new');
    expect(again.changes.find((c) => c.field === 'status')).toBeUndefined(); // Invited → Invited
    expect(again.changes).toEqual([{ field: 'invited_at', before: expect.any(String), after: expect.any(String) }]);
    const declined = await createBroadcaster(t.db, 'ent_declined');
    await setTeamStatus(t.db, scene.teamA, declined.id, 'Declined');
    expect((await invite('ent_declined')).changes).toContainEqual({ field: 'status', before: 'Declined', after: 'Invited' });
  });

  it("dates an entry by the app's clock, as the change it records, not the database's", async () => {
    const before = appNow().getTime();
    const res = await send(t.app, 'POST', '/api/v1/squads/', { name: 'ent Clock squad', team: scene.teamA }, scene.users.editor.token);
    expect(res.statusCode, res.body).toBe(201);
    const after = appNow().getTime();
    const entry = await newest('?kind=squad');
    expect(entry.subject).toBe('ent Clock squad');
    const created = Date.parse(entry.created);
    expect(created).toBeGreaterThanOrEqual(before);
    expect(created).toBeLessThanOrEqual(after);
  });

  it('tells an entry about several teams from one about none, on the page and in the CSV', async () => {
    const record = (subject: string, teamIds: number[]) =>
      recordActivity(t.db, scene.users.admin.id, {
        at: new Date(),
        kind: 'manager',
        action: 'updated',
        place: { teamIds },
        subject,
        before: { is_active: true },
        after: { is_active: false },
      });
    await record('ent-several@example.com', [scene.teamA, scene.teamB]);
    await record('ent-admin@example.com', []);
    const res = await send(t.app, 'GET', '/api/v1/activity/?kind=manager', undefined, scene.users.admin.token);
    const entries = (res.json() as ActivityPageAnswer).results;
    const of = (subject: string) => entries.find((e) => e.subject === subject);
    expect(of('ent-several@example.com')).toMatchObject({ team: null, several_teams: true });
    expect(of('ent-admin@example.com')).toMatchObject({ team: null, several_teams: false });
    const csv = await send(t.app, 'GET', '/api/v1/activity/export/?kind=manager', undefined, scene.users.admin.token);
    const line = (subject: string) => csv.body.split('\n').find((l) => l.includes(subject)) ?? '';
    expect(line('ent-several@example.com')).toContain(',manager,updated,Several teams,,');
    expect(line('ent-admin@example.com')).toContain(',manager,updated,No team,,');
  });
});
