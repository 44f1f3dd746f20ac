import type { TeamOverviewNumbers, TeamSummary } from '@advocate/api-client';

/**
 * Spec 01 §2: one overview per team, demo teams first for admins, then by number of broadcasters
 * (most first); name breaks ties so the order is stable.
 */
export function sortTeams(teams: TeamSummary[], numbers: TeamOverviewNumbers[], isAdmin: boolean): TeamSummary[] {
  const count = new Map(numbers.map((n) => [n.team, n.broadcasters]));
  return [...teams].sort((a, b) => {
    if (isAdmin && a.is_demo !== b.is_demo) return a.is_demo ? -1 : 1;
    const byCount = (count.get(b.id) ?? 0) - (count.get(a.id) ?? 0);
    return byCount !== 0 ? byCount : a.name.localeCompare(b.name);
  });
}
