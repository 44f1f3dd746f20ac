import type { ApiClient } from '../request.ts';
import type { AnswerOf } from '../types.ts';

/** The client dashboard's and team overview's figures (spec 01 §7 Metrics data). */
export type DashboardCampaigns = AnswerOf<'readDashboardCampaigns'>;
export type TeamOverviewNumbers = DashboardCampaigns['teams'][number];
export type TeamBroadcaster = AnswerOf<'listTeamBroadcasters'>[number];
export type TeamGameViewership = AnswerOf<'listTeamGameViewership'>[number];
export type TeamRange = '07' | '30' | '90' | 'all';

/** SWR keys (paths with their query) of the reads. */
export const DASHBOARD_CAMPAIGNS_PATH = 'dashboard-campaigns/';
export const teamBroadcastersPath = (team: number, days: TeamRange) => `team-broadcasters/?team=${team}&days=${days}`;
export const teamGameViewershipPath = (team: number, days: TeamRange) => `team-game-viewership/?team=${team}&days=${days}`;

export const getDashboardCampaigns = (api: ApiClient) => api.get<DashboardCampaigns>(DASHBOARD_CAMPAIGNS_PATH);

export const listTeamBroadcasters = (api: ApiClient, team: number, days: TeamRange) =>
  api.get<TeamBroadcaster[]>(teamBroadcastersPath(team, days));

export const listTeamGameViewership = (api: ApiClient, team: number, days: TeamRange) =>
  api.get<TeamGameViewership[]>(teamGameViewershipPath(team, days));
