/** What other modules use of teams: they import it from here, not from its files (apps/api/README.md). */
export { findTeamCandidate, type TeamCandidate } from './repositories/team-members-repository.ts';
export { findCurrentTeam, findTeamInScope, type TeamRef, visibleTeamIds } from './repositories/teams-repository.ts';
export { broadcasterBody, squadAnswer, teamRangeQuery } from './routes/team-schemas.ts';
