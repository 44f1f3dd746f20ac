import { teamBroadcastersPath, useQuery } from '@advocate/api-client';
import type { ApiClient, TeamRange } from '@advocate/api-client';

/** GET team-broadcasters/: the team's members and their stats over the range (spec 01 §2 Team overview). */
export const getTeamBroadcasters = (api: ApiClient, team: number, days: TeamRange) =>
  api.GET('/api/v1/team-broadcasters/', { params: { query: { team: String(team), days } } });

export const useTeamBroadcasters = (team: number, days: TeamRange) =>
  useQuery(teamBroadcastersPath(team, days), (api) => getTeamBroadcasters(api, team, days));
