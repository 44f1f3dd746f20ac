import { teamSquadsPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** GET squads/?team=: the team's squads and their rosters (spec 01 §7 squads). */
export const getTeamSquads = (api: ApiClient, team: number) => api.GET('/api/v1/squads/', { params: { query: { team: String(team) } } });

export const useTeamSquads = (team: number) => useQuery(teamSquadsPath(team), (api) => getTeamSquads(api, team));
