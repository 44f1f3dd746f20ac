import { teamChatbotPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** The SWR key of the team's chatbots. */
export const teamChatbotKey = teamChatbotPath;

/** GET teams/{id}/chatbot/: the team's default chatbot and its approved ones (Set Default Chatbot). */
export const getTeamChatbot = (api: ApiClient, team: number) =>
  api.GET('/api/v1/teams/{id}/chatbot/', { params: { path: { id: String(team) } } });

export const useTeamChatbot = (team: number) => useQuery(teamChatbotKey(team), (api) => getTeamChatbot(api, team));
