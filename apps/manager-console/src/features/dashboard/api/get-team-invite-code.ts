import { teamInviteCodePath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** GET teams/{id}/invite_code/: the team's join link key and its expiry (See Sent Invites). */
export const getTeamInviteCode = (api: ApiClient, team: number) =>
  api.GET('/api/v1/teams/{id}/invite_code/', { params: { path: { id: String(team) } } });

/** Read only while the modal is open (`enabled`). */
export const useTeamInviteCode = (team: number, enabled = true) =>
  useQuery(teamInviteCodePath(team), (api) => getTeamInviteCode(api, team), { enabled });
