import { DASHBOARD_CAMPAIGNS_PATH, teamBroadcastersPath, teamGameViewershipPath, teamSquadsPath, useResource } from '@advocate/api-client';
import type { DashboardCampaigns, Squad, TeamBroadcaster, TeamGameViewership, TeamRange } from '@advocate/api-client';

/** GET dashboard-campaigns/: corner stats and each team's numbers. */
export const useDashboardCampaigns = () => useResource<DashboardCampaigns>(DASHBOARD_CAMPAIGNS_PATH);

/** GET team-broadcasters/: the team's members and their stats over the range. */
export const useTeamBroadcasters = (team: number, days: TeamRange) => useResource<TeamBroadcaster[]>(teamBroadcastersPath(team, days));

/** GET team-game-viewership/. */
export const useTeamGames = (team: number, days: TeamRange, enabled = true) =>
  useResource<TeamGameViewership[]>(teamGameViewershipPath(team, days), { enabled });

/** GET squads/?team=. */
export const useTeamSquads = (team: number) => useResource<Squad[]>(teamSquadsPath(team));
