import { teamStatusesPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** GET teams/{id}/get_statuses/: every broadcaster's status on the team. */
export const getTeamStatuses = (api: ApiClient, team: number) =>
  api.GET('/api/v1/teams/{id}/get_statuses/', { params: { path: { id: String(team) } } });

/** No team, no read. */
export const useTeamStatuses = (team: number | null) =>
  useQuery(team === null ? null : teamStatusesPath(team), (api) => getTeamStatuses(api, team ?? 0));
