import type { Queryable } from '../../../db/db.ts';
import { campaignScopeSql, teamScopeSql, type ScopeUser } from '../../shared/index.ts';
import { liveBroadcastersSql, liveWindowStart } from '../../shared/index.ts';

/**
 * The dashboard's and team overview's figures, summed from the daily rollups (never the raw event
 * tables; ARCHITECTURE §5). `since` is the first UTC day of a range, null for all time.
 */

/** A broadcaster card of the team overview (spec 01 §2 Team overview, §3 Broadcaster). */
export interface TeamBroadcasterRow {
  username: string;
  profile_image: string | null;
  platforms: Array<'twitch' | 'youtube'>;
  is_live: boolean;
  squad: number | null;
  squad_name: string | null;
  viewable_minutes: number;
  clicks: number;
  /** The same over the equal period just before (0 for all time), for the overview trends. */
  previous_viewable_minutes: number;
  previous_clicks: number;
}

/** How recent a viewership sample must be for the channel to count as live (decision 310); live-state-sql.ts has the rule. */
export { LIVE_WINDOW_MINUTES } from '../../shared/index.ts';

/**
 * The team's Active members with their squad, platforms (first is primary), live flag and their
 * viewable minutes (all their streaming) and clicks (on the team's campaigns) since `since`, and
 * the same from `previousSince` up to `since` (the previous period; none for all time).
 */
export async function listTeamBroadcasterStats(
  db: Queryable,
  teamId: number,
  range: { since: string | null; previousSince: string | null },
  now: Date,
): Promise<TeamBroadcasterRow[]> {
  const { since, previousSince } = range;
  const rows = await db.query<TeamBroadcasterRow>(
    `SELECT u.username, p.profile_image,
       coalesce((SELECT array_agg(sa.provider ORDER BY sa.linked_at, sa.id) FROM social_accounts sa
                 WHERE sa.user_id = u.id AND sa.provider IN ('twitch', 'youtube')), '{}') AS platforms,
       u.id IN ${liveBroadcastersSql('$3', '$5')} AS is_live,
       sq.id AS squad, sq.name AS squad_name,
       coalesce(vm.current, 0)::float8 AS viewable_minutes, coalesce(vm.previous, 0)::float8 AS previous_viewable_minutes,
       coalesce(cl.current, 0)::float8 AS clicks, coalesce(cl.previous, 0)::float8 AS previous_clicks
     FROM team_memberships tm
     JOIN users u ON u.id = tm.broadcaster_id
     LEFT JOIN profiles p ON p.user_id = u.id
     LEFT JOIN squad_members sm ON sm.team_id = tm.team_id AND sm.broadcaster_id = u.id
     LEFT JOIN squads sq ON sq.id = sm.squad_id
     LEFT JOIN LATERAL (
       SELECT sum(v.viewable_minutes) FILTER (WHERE $2::date IS NULL OR v.day >= $2::date) AS current,
              sum(v.viewable_minutes) FILTER (WHERE v.day < $2::date) AS previous
       FROM rollup_daily_viewership v WHERE v.broadcaster_id = u.id AND ($4::date IS NULL OR v.day >= $4::date)
     ) vm ON true
     LEFT JOIN LATERAL (
       SELECT sum(r.clicks) FILTER (WHERE $2::date IS NULL OR r.day >= $2::date) AS current,
              sum(r.clicks) FILTER (WHERE r.day < $2::date) AS previous
       FROM rollup_daily_components r JOIN campaigns c ON c.id = r.campaign_id
       WHERE c.team_id = $1 AND r.broadcaster_id = u.id AND ($4::date IS NULL OR r.day >= $4::date)
     ) cl ON true
     WHERE tm.team_id = $1 AND tm.status = 'Active'
     ORDER BY lower(u.username)`,
    [teamId, since, now, previousSince, liveWindowStart(now)],
  );
  return rows.map((r) => ({
    ...r,
    viewable_minutes: Number(r.viewable_minutes),
    clicks: Number(r.clicks),
    previous_viewable_minutes: Number(r.previous_viewable_minutes),
    previous_clicks: Number(r.previous_clicks),
  }));
}

/** Viewership by game of the team's Active members since `since` (spec 01 §7 team-game-viewership). */
export interface TeamGameRow {
  game: string;
  hours: number;
  viewable_minutes: number;
  broadcasters: number;
}

export async function listTeamGameViewership(db: Queryable, teamId: number, since: string | null): Promise<TeamGameRow[]> {
  const rows = await db.query<TeamGameRow>(
    `SELECT g.game, (sum(g.minutes_streamed) / 60)::float8 AS hours, sum(g.viewable_minutes)::float8 AS viewable_minutes,
       count(DISTINCT g.broadcaster_id)::int AS broadcasters
     FROM rollup_daily_games g
     JOIN team_memberships tm ON tm.broadcaster_id = g.broadcaster_id AND tm.team_id = $1 AND tm.status = 'Active'
     WHERE ($2::date IS NULL OR g.day >= $2::date)
     GROUP BY g.game ORDER BY sum(g.minutes_streamed) DESC, g.game`,
    [teamId, since],
  );
  return rows.map((r) => ({
    ...r,
    hours: Number(r.hours),
    viewable_minutes: Number(r.viewable_minutes),
    broadcasters: Number(r.broadcasters),
  }));
}

/** Totals of a set of campaigns (the user's scope, or one team's). */
export interface CampaignTotals {
  active_broadcasters: number;
  total_campaigns: number;
  active_campaigns: number;
  viewable_minutes: number;
  clicks: number;
}

/** Per-team overview numbers of the dashboard (decision 313). */
export interface TeamOverviewRow extends CampaignTotals {
  team: number;
  broadcasters: number;
}

const running = (c: string) => `(${c}.start_date <= $2 AND (${c}.end_date IS NULL OR ${c}.end_date > $2))`;

/**
 * The user's campaigns (campaignScopeSql) as one CTE, and their totals: broadcasters Active on a
 * running campaign (distinct), campaigns, running campaigns, campaign viewable minutes and clicks.
 */
export async function dashboardTotals(
  db: Queryable,
  user: ScopeUser,
  now: Date,
): Promise<{ totals: CampaignTotals; teams: TeamOverviewRow[] }> {
  const params = [user.id, now];
  const scoped = `WITH scoped AS (SELECT c.id, c.team_id, ${running('c')} AS running FROM campaigns c WHERE ${campaignScopeSql(user)}),
    minutes AS (SELECT v.campaign_id, sum(v.viewable_minutes) AS m FROM rollup_daily_campaign_viewership v
                WHERE v.campaign_id IN (SELECT id FROM scoped) GROUP BY v.campaign_id),
    clicks AS (SELECT r.campaign_id, sum(r.clicks) AS n FROM rollup_daily_components r
               WHERE r.campaign_id IN (SELECT id FROM scoped) GROUP BY r.campaign_id),
    actives AS (SELECT DISTINCT s.team_id, cs.broadcaster_id FROM scoped s
                JOIN campaign_statuses cs ON cs.campaign_id = s.id AND cs.status = 'Active' WHERE s.running)`;
  // One statement: the totals row (team null) and one row per team, so the CTEs run once.
  const rows = await db.query<TeamOverviewRow & { team: number | null }>(
    `${scoped}
     SELECT * FROM (
       SELECT 0 AS sort, '' AS name, NULL::int AS team, NULL::int AS broadcasters,
         (SELECT count(DISTINCT broadcaster_id) FROM actives)::int AS active_broadcasters,
         (SELECT count(*) FROM scoped)::int AS total_campaigns,
         (SELECT count(*) FROM scoped WHERE running)::int AS active_campaigns,
         coalesce((SELECT sum(m) FROM minutes), 0)::float8 AS viewable_minutes,
         coalesce((SELECT sum(n) FROM clicks), 0)::float8 AS clicks
       UNION ALL
       SELECT 1, t.name, t.id,
         (SELECT count(*) FROM team_memberships tm WHERE tm.team_id = t.id AND tm.status = 'Active')::int,
         (SELECT count(*) FROM actives a WHERE a.team_id = t.id)::int,
         (SELECT count(*) FROM scoped s WHERE s.team_id = t.id)::int,
         (SELECT count(*) FROM scoped s WHERE s.team_id = t.id AND s.running)::int,
         coalesce((SELECT sum(mi.m) FROM minutes mi JOIN scoped s ON s.id = mi.campaign_id WHERE s.team_id = t.id), 0)::float8,
         coalesce((SELECT sum(cl.n) FROM clicks cl JOIN scoped s ON s.id = cl.campaign_id WHERE s.team_id = t.id), 0)::float8
       FROM teams t WHERE ${teamScopeSql(user)}
     ) overview ORDER BY sort, name, team`,
    params,
  );
  const [totals, ...teams] = rows.map((row) => ({
    team: Number(row.team),
    broadcasters: Number(row.broadcasters),
    active_broadcasters: Number(row.active_broadcasters),
    total_campaigns: Number(row.total_campaigns),
    active_campaigns: Number(row.active_campaigns),
    viewable_minutes: Number(row.viewable_minutes),
    clicks: Number(row.clicks),
  }));
  const { active_broadcasters, total_campaigns, active_campaigns, viewable_minutes, clicks } = totals;
  return { totals: { active_broadcasters, total_campaigns, active_campaigns, viewable_minutes, clicks }, teams };
}
