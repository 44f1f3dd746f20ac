/** What other modules use of squads: they import it from here, not from its files (apps/api/README.md). */
export { setTeamMemberSquad } from './squads-service.ts';
