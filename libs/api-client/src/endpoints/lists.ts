import type { ApiClient } from '../request.ts';
import type { CampaignSummary, ListAnswer, TeamSummary } from '../types.ts';

/** SWR keys and paths of the console sidebar lists. */
export const CAMPAIGNS_PATH = 'campaigns/';
export const TEAMS_PATH = 'teams/';

export const listCampaigns = (api: ApiClient) => api.get<ListAnswer<CampaignSummary>>(CAMPAIGNS_PATH);

export const listTeams = (api: ApiClient) => api.get<ListAnswer<TeamSummary>>(TEAMS_PATH);
