import { teamPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** GET teams/{id}/: the team's settings (Edit Team Settings). */
export const getTeam = (api: ApiClient, team: number) => api.GET('/api/v1/teams/{id}/', { params: { path: { id: String(team) } } });

export const useTeam = (team: number) => useQuery(teamPath(team), (api) => getTeam(api, team));
