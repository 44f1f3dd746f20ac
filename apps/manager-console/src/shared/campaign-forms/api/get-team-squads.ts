import { teamSquadsPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** GET squads/?team=: the team's squads and their rosters. */
export const getTeamSquads = (api: ApiClient, team: number) => api.GET('/api/v1/squads/', { params: { query: { team: String(team) } } });

/** No team, no read. */
export const useTeamSquads = (team: number | null) =>
  useQuery(team === null ? null : teamSquadsPath(team), (api) => getTeamSquads(api, team ?? 0));
