import { addUtcDays, dateRangeStart, utcDayKey, type DateRange } from '@advocate/metrics-math';
import type { Db } from '../../db/db.ts';
import {
  dashboardTotals,
  listTeamBroadcasterStats,
  listTeamGameViewership,
  type CampaignTotals,
  type TeamBroadcasterRow,
  type TeamGameRow,
  type TeamOverviewRow,
} from './repositories/team-metrics-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { requireManager, visibleTeam } from '../shared/index.ts';

/** The first UTC day (YYYY-MM-DD) of a range, null for all time (decision 131). */
function firstDay(range: DateRange, now: Date): string | null {
  const start = dateRangeStart(range, now);
  return start === null ? null : utcDayKey(start);
}

/** GET team-broadcasters/?team=&days=: managers of the team (404 out of scope, 403 for broadcasters). */
export async function teamBroadcasters(db: Db, user: UserRow, teamId: number, range: DateRange, now: Date): Promise<TeamBroadcasterRow[]> {
  requireManager(user);
  await visibleTeam(db, user, teamId);
  const since = firstDay(range, now);
  // The equal period just before the range (decision 313); all time has none.
  const previousSince = since === null ? null : utcDayKey(addUtcDays(since, -Number(range)));
  return listTeamBroadcasterStats(db, teamId, { since, previousSince }, now);
}

/** GET team-game-viewership/?team=&days=. */
export async function teamGameViewership(db: Db, user: UserRow, teamId: number, range: DateRange, now: Date): Promise<TeamGameRow[]> {
  requireManager(user);
  await visibleTeam(db, user, teamId);
  return listTeamGameViewership(db, teamId, firstDay(range, now));
}

/** GET dashboard-campaigns/: the corner stats of the user's scope and each team's overview numbers. */
export async function dashboardCampaigns(db: Db, user: UserRow, now: Date): Promise<CampaignTotals & { teams: TeamOverviewRow[] }> {
  requireManager(user);
  const { totals, teams } = await dashboardTotals(db, user, now);
  return { ...totals, teams };
}
