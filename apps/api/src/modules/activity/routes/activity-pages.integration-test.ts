import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';
import { ACTIVITY_EXPORT_PAGE } from '../activity-csv.ts';
import type { ActivityPageAnswer } from '../schemas/activity-schemas.ts';

// Decision 803: keyset pages for a manager's scope, and an export longer than one read page.
describe('activity pages and export at length', () => {
  let t: TestApp;
  let scene: RoleScene;
  /** Entries per team, and about both teams: more than one export page in all and for team A alone. */
  const PER_TEAM = ACTIVITY_EXPORT_PAGE + 25;
  const SHARED = 30;

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'pgs');
    const { teamA, teamB, users } = scene;
    // One statement: team A's, team B's and the shared entries interleaved in time; every fifth
    // second holds two entries, so a page boundary falls between entries of one instant.
    await t.db.query(
      `INSERT INTO activity (created, actor_id, actor_email, kind, action, team_id, team_ids, team_name, subject)
       SELECT now() - make_interval(secs => (n / 5) * 5 + (n % 5 > 1)::int), $1, 'pgs@example.com', 'squad', 'renamed',
              CASE WHEN n % 3 = 0 THEN $2::int WHEN n % 3 = 1 THEN $3::int END,
              CASE WHEN n % 3 = 0 THEN ARRAY[$2::int] WHEN n % 3 = 1 THEN ARRAY[$3::int] ELSE ARRAY[$2::int, $3::int] END,
              CASE WHEN n % 3 = 0 THEN 'pgs Team A' WHEN n % 3 = 1 THEN 'pgs Team B' END,
              'entry ' || n
       FROM generate_series(0, $4::int - 1) AS n
       WHERE n % 3 <> 2 OR n / 3 < $5::int`,
      [users.admin.id, teamA, teamB, PER_TEAM * 3, SHARED],
    );
  });
  afterAll(() => t.close());

  const expected = async (teams: number[] | null) =>
    (
      await t.db.query<{ id: string }>(
        `SELECT id FROM activity WHERE $1::int[] IS NULL OR team_id = ANY($1::int[]) OR (team_id IS NULL AND team_ids && $1::int[])
         ORDER BY created DESC, id DESC`,
        [teams],
      )
    ).map((r) => Number(r.id));

  it("pages a manager's entries by cursor, their teams' and the shared ones, without gaps or repeats", async () => {
    const seen: number[] = [];
    let query = '?page_size=200';
    for (let pages = 0; pages < 20; pages += 1) {
      const res = await send(t.app, 'GET', `/api/v1/activity/${query}`, undefined, scene.users.readOnlyManager.token);
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as ActivityPageAnswer;
      seen.push(...answer.results.map((e) => e.id));
      if (!answer.next) break;
      query = `?page_size=200&cursor=${encodeURIComponent(answer.next)}`;
    }
    const mine = await expected([scene.teamA]);
    expect(mine.length).toBe(PER_TEAM + SHARED);
    expect(seen).toEqual(mine);
    // The other team's manager pages their own the same way, and with a kind filter.
    const other = (
      await send(t.app, 'GET', '/api/v1/activity/?page_size=50&kind=squad', undefined, scene.users.otherTeamManager.token)
    ).json() as ActivityPageAnswer;
    expect(other.results.map((e) => e.id)).toEqual((await expected([scene.teamB])).slice(0, 50));
    const next = (
      await send(
        t.app,
        'GET',
        `/api/v1/activity/?page_size=50&kind=squad&cursor=${encodeURIComponent(other.next ?? '')}`,
        undefined,
        scene.users.otherTeamManager.token,
      )
    ).json() as ActivityPageAnswer;
    expect(next.results.map((e) => e.id)).toEqual((await expected([scene.teamB])).slice(50, 100));
  });

  it('exports more entries than one read page, each once, newest first, for an admin and a manager', async () => {
    const rows = async (token: string) => {
      const res = await send(t.app, 'GET', '/api/v1/activity/export/?kind=squad', undefined, token);
      expect(res.statusCode).toBe(200);
      return res.body
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(',')[6]);
    };
    const subjects = async (ids: number[]) => {
      const byId = new Map(
        (await t.db.query<{ id: string; subject: string }>('SELECT id, subject FROM activity')).map((r) => [Number(r.id), r.subject]),
      );
      return ids.map((id) => byId.get(id));
    };
    const all = await rows(scene.users.admin.token);
    expect(all.length).toBe(PER_TEAM * 2 + SHARED);
    expect(all.length).toBeGreaterThan(ACTIVITY_EXPORT_PAGE * 2);
    expect(all).toEqual(await subjects(await expected(null)));
    const mine = await rows(scene.users.readOnlyManager.token);
    expect(mine.length).toBeGreaterThan(ACTIVITY_EXPORT_PAGE);
    expect(mine).toEqual(await subjects(await expected([scene.teamA])));
  });
});
