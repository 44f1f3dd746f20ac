import { teamGameViewershipPath, useQuery } from '@advocate/api-client';
import type { ApiClient, TeamRange } from '@advocate/api-client';

/** GET team-game-viewership/: the team's viewership by game over the range (the Games tab). */
export const getTeamGameViewership = (api: ApiClient, team: number, days: TeamRange) =>
  api.GET('/api/v1/team-game-viewership/', { params: { query: { team: String(team), days } } });

/** Read only while the Games tab shows (`enabled`). */
export const useTeamGameViewership = (team: number, days: TeamRange, enabled = true) =>
  useQuery(teamGameViewershipPath(team, days), (api) => getTeamGameViewership(api, team, days), { enabled });
