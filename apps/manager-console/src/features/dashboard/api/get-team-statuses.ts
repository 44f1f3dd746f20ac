import { teamStatusesPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** GET teams/{id}/get_statuses/: every broadcaster's status on the team (See Sent Invites). */
export const getTeamStatuses = (api: ApiClient, team: number) =>
  api.GET('/api/v1/teams/{id}/get_statuses/', { params: { path: { id: String(team) } } });

/** Read only while the modal is open (`enabled`). */
export const useTeamStatuses = (team: number, enabled = true) =>
  useQuery(teamStatusesPath(team), (api) => getTeamStatuses(api, team), { enabled });
