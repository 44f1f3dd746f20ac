import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../db/db.ts';
import { insertCampaign, setCampaignStatus, setTeamStatus, createBroadcaster } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, sameRequestByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 01 §2 Client dashboard / Team overview, §7 team-broadcasters, team-game-viewership,
// dashboard-campaigns; ARCHITECTURE §5 (rollups); decisions 131, 310, 313.
const NOW = new Date('2026-03-10T12:00:00Z');

async function component(db: Queryable, campaignId: number): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    "INSERT INTO components (campaign_id, type, name) VALUES ($1, 'banner-graphics', 'B') RETURNING id",
    [campaignId],
  );
  return row.id;
}

describe('team metrics', () => {
  let t: TestApp;
  let scene: RoleScene;
  let second: number;

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => NOW });
    scene = await createRoleScene(t.db, 'tm');
    const db = t.db;
    // The scene's campaigns run around the real today; move them around this test's clock.
    await db.query("UPDATE campaigns SET start_date = '2026-03-01', end_date = '2026-03-20'");
    const caster = scene.users.broadcaster.id;
    const other = (await createBroadcaster(db, 'tm_second')).id;
    second = other;
    await setTeamStatus(db, scene.teamA, other, 'Active');
    const removed = (await createBroadcaster(db, 'tm_removed')).id;
    await setTeamStatus(db, scene.teamA, removed, 'Deactivated');
    await db.query(
      "INSERT INTO social_accounts (user_id, provider, provider_user_id, login, linked_at) VALUES ($1, 'youtube', 'y1', 'c', '2020-01-01'), ($1, 'twitch', 't1', 'c', '2021-01-01'), ($1, 'discord', 'd1', 'c', '2019-01-01')",
      [caster],
    );
    const [squad] = await db.query<{ id: number }>("INSERT INTO squads (team_id, name) VALUES ($1, 'Alpha') RETURNING id", [scene.teamA]);
    await db.query('INSERT INTO squad_members (squad_id, team_id, broadcaster_id) VALUES ($1, $2, $3)', [squad.id, scene.teamA, caster]);
    // Live: a sample 3 minutes ago for the caster; the second one's last sample is an hour old.
    await db.query(
      "INSERT INTO viewership_samples (time, broadcaster_id, platform, stream_id, viewers) VALUES ($1, $2, 'twitch', 's', 10), ($3, $4, 'twitch', 's', 10)",
      [new Date(NOW.getTime() - 180_000), caster, new Date(NOW.getTime() - 3_600_000), other],
    );
    // Viewership: today, 20 days ago, 200 days ago; the removed member's minutes never count.
    const view = 'INSERT INTO rollup_daily_viewership (day, broadcaster_id, platform, viewable_minutes) VALUES ($1, $2, $3, $4)';
    await db.query(view, ['2026-03-10', caster, 'twitch', 100]);
    await db.query(view, ['2026-03-01', caster, 'youtube', 50]);
    await db.query(view, ['2026-02-18', caster, 'twitch', 1000]);
    await db.query(view, ['2025-08-22', caster, 'youtube', 10000]);
    await db.query(view, ['2026-03-09', other, 'twitch', 5]);
    await db.query(view, ['2026-03-09', removed, 'twitch', 7777]);
    // Clicks: on campaign A (team A) count; on campaign B (team B) not.
    const compA = await component(db, scene.campaignA.id);
    const compB = await component(db, scene.campaignB.id);
    const clicks =
      "INSERT INTO rollup_daily_components (day, campaign_id, broadcaster_id, component_id, component_type, clicks) VALUES ($1, $2, $3, $4, 'banner-graphics', $5)";
    await db.query(clicks, ['2026-03-05', scene.campaignA.id, caster, compA, 3]);
    await db.query(clicks, ['2026-01-05', scene.campaignA.id, caster, compA, 40]);
    await db.query(clicks, ['2026-03-05', scene.campaignB.id, caster, compB, 500]);
    await db.query(clicks, ['2026-03-05', scene.campaignB.id, scene.users.otherBroadcaster.id, compB, 9]);
    const games =
      'INSERT INTO rollup_daily_games (day, broadcaster_id, platform, game, minutes_streamed, viewable_minutes) VALUES ($1, $2, $3, $4, $5, $6)';
    await db.query(games, ['2026-03-08', caster, 'twitch', 'Chess', 120, 60]);
    await db.query(games, ['2026-03-08', other, 'twitch', 'Chess', 60, 30]);
    await db.query(games, ['2026-03-08', other, 'twitch', 'Go', 240, 10]);
    await db.query(games, ['2025-01-08', caster, 'twitch', 'Tetris', 600, 10]);
    await db.query(games, ['2026-03-08', removed, 'twitch', 'Hidden', 999, 999]);
    const cv =
      'INSERT INTO rollup_daily_campaign_viewership (day, campaign_id, broadcaster_id, platform, viewable_minutes) VALUES ($1, $2, $3, $4, $5)';
    await db.query(cv, ['2026-03-05', scene.campaignA.id, caster, 'twitch', 250]);
    await db.query(cv, ['2026-03-05', scene.campaignB.id, scene.users.otherBroadcaster.id, 'twitch', 70]);
    // An ended campaign of team A, with a broadcaster still Active on it: counted, not active.
    const ended = await insertCampaign(db, {
      slug: 'tm-ended',
      teamId: scene.teamA,
      start: new Date('2025-01-01'),
      end: new Date('2025-02-01'),
    });
    await setCampaignStatus(db, ended, other, 'Active');
  });
  afterAll(() => t.close());

  const broadcasters = (days: string, token = scene.users.editor.token) =>
    send(t.app, 'GET', `/api/v1/team-broadcasters/?team=${scene.teamA}&days=${days}`, undefined, token);

  it('answers team-broadcasters and team-game-viewership to managers of the team only', async () => {
    for (const path of ['team-broadcasters', 'team-game-viewership']) {
      expect(await sameRequestByCaller(t.app, scene.users, 'GET', `/api/v1/${path}/?team=${scene.teamA}&days=30`)).toEqual({
        anonymous: 401,
        admin: 200,
        editor: 200,
        readOnlyManager: 200,
        otherTeamManager: 404,
        brandViewer: 200,
        broadcaster: 403,
        otherBroadcaster: 403,
      });
    }
  });

  it("answers the team's Active members with squad, platforms, live flag and range stats", async () => {
    const login = scene.users.broadcaster.login;
    expect((await broadcasters('07')).json()).toEqual([
      {
        username: login,
        profile_image: null,
        platforms: ['youtube', 'twitch'],
        is_live: true,
        squad: expect.any(Number),
        squad_name: 'Alpha',
        viewable_minutes: 100,
        clicks: 3,
        previous_viewable_minutes: 50,
        previous_clicks: 0,
      },
      {
        username: 'tm_second',
        profile_image: null,
        platforms: [],
        is_live: false,
        squad: null,
        squad_name: null,
        viewable_minutes: 5,
        clicks: 0,
        previous_viewable_minutes: 0,
        previous_clicks: 0,
      },
    ]);
    const sums = async (days: string) =>
      ((await broadcasters(days)).json() as Array<{ viewable_minutes: number; clicks: number }>).map((b) => [b.viewable_minutes, b.clicks]);
    expect(await sums('30')).toEqual([
      [1150, 3],
      [5, 0],
    ]);
    expect(await sums('90')).toEqual([
      [1150, 43],
      [5, 0],
    ]);
    expect(await sums('all')).toEqual([
      [11150, 43],
      [5, 0],
    ]);
    const previous = async (days: string) =>
      ((await broadcasters(days)).json() as Array<{ previous_viewable_minutes: number; previous_clicks: number }>).map((b) => [
        b.previous_viewable_minutes,
        b.previous_clicks,
      ]);
    // 30 days from 2026-02-09; the 30 before from 2026-01-10: the clicks of 2026-01-05 fall outside both.
    expect(await previous('30')).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(await previous('all')).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(await sums('30')).toEqual(
      (
        (await send(t.app, 'GET', `/api/v1/team-broadcasters/?team=${scene.teamA}`, undefined, scene.users.editor.token)).json() as Array<{
          viewable_minutes: number;
          clicks: number;
        }>
      ).map((b) => [b.viewable_minutes, b.clicks]),
    );
  });

  it('answers hours and viewable minutes by game, most streamed first', async () => {
    const games = await send(
      t.app,
      'GET',
      `/api/v1/team-game-viewership/?team=${scene.teamA}&days=07`,
      undefined,
      scene.users.readOnlyManager.token,
    );
    expect(games.json()).toEqual([
      { game: 'Go', hours: 4, viewable_minutes: 10, broadcasters: 1 },
      { game: 'Chess', hours: 3, viewable_minutes: 90, broadcasters: 2 },
    ]);
    const all = await send(
      t.app,
      'GET',
      `/api/v1/team-game-viewership/?team=${scene.teamA}&days=all`,
      undefined,
      scene.users.readOnlyManager.token,
    );
    expect((all.json() as Array<{ game: string }>).map((g) => g.game)).toEqual(['Tetris', 'Go', 'Chess']);
  });

  it('refuses a bad team or range', async () => {
    for (const query of ['', '?team=x', `?team=${scene.teamA}&days=14`, '?team=0']) {
      const res = await send(t.app, 'GET', `/api/v1/team-broadcasters/${query}`, undefined, scene.users.admin.token);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await send(t.app, 'GET', '/api/v1/team-broadcasters/?team=99999', undefined, scene.users.admin.token)).statusCode).toBe(404);
  });

  it("answers the dashboard's corner stats and per-team numbers of the manager's scope", async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', '/api/v1/dashboard-campaigns/')).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 200,
      brandViewer: 200,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const editor = (await send(t.app, 'GET', '/api/v1/dashboard-campaigns/', undefined, scene.users.editor.token)).json();
    expect(editor).toEqual({
      active_broadcasters: 1,
      total_campaigns: 2,
      active_campaigns: 1,
      viewable_minutes: 250,
      clicks: 43,
      teams: [
        {
          team: scene.teamA,
          broadcasters: 2,
          active_broadcasters: 1,
          total_campaigns: 2,
          active_campaigns: 1,
          viewable_minutes: 250,
          clicks: 43,
        },
      ],
    });
    const admin = (await send(t.app, 'GET', '/api/v1/dashboard-campaigns/', undefined, scene.users.admin.token)).json() as {
      teams: unknown[];
    };
    expect(admin).toMatchObject({ active_broadcasters: 2, total_campaigns: 3, active_campaigns: 2, viewable_minutes: 320, clicks: 552 });
    expect(admin.teams).toHaveLength(2);
    const other = (await send(t.app, 'GET', '/api/v1/dashboard-campaigns/', undefined, scene.users.otherTeamManager.token)).json();
    expect(other).toMatchObject({ total_campaigns: 1, clicks: 509, teams: [{ team: scene.teamB, broadcasters: 1 }] });
    expect(second).toBeGreaterThan(0);
  });
});
