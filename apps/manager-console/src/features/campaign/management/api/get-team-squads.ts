import { teamSquadsPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** The SWR key of a team's squads. */
export const teamSquadsKey = (team: number) => teamSquadsPath(team);

/** GET squads/?team=: the squads of the campaign's team. */
export const getTeamSquads = (api: ApiClient, team: number) => api.GET('/api/v1/squads/', { params: { query: { team: String(team) } } });

/** None to ask for without a team. */
export const useTeamSquads = (team: number | null) =>
  useQuery(team === null ? null : teamSquadsKey(team), (api) => getTeamSquads(api, team as number));
