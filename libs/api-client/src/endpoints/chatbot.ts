import type { ApiClient } from '../request.ts';
import type { AnswerOf, BodyOf } from '../types.ts';

/** The campaign's chatbot, its connection state and the approved chatbots it may use. */
export type CampaignChatbots = AnswerOf<'readCampaignChatbot'>;
/** The team's default chatbot and its approved chatbots. */
export type TeamChatbots = AnswerOf<'readTeamChatbot'>;
/** One chatbot account; `label` reads 'advogg (default)' for the default account (spec 01 §9). */
export type ChatbotAccount = CampaignChatbots['twitch_chatbot_account'];
export type ChatbotPostToCampaign = BodyOf<'postChatbotToCampaign'>;
export type ChatbotPostToChannel = BodyOf<'postChatbotToChannel'>;

/** SWR keys (and paths) of the chatbot reads. */
export const campaignChatbotPath = (slug: string) => `campaigns/${encodeURIComponent(slug)}/chatbot/`;
export const teamChatbotPath = (teamId: number) => `teams/${teamId}/chatbot/`;

export const getCampaignChatbot = (api: ApiClient, slug: string) => api.get<CampaignChatbots>(campaignChatbotPath(slug));

export const getTeamChatbot = (api: ApiClient, teamId: number) => api.get<TeamChatbots>(teamChatbotPath(teamId));

/** PATCH campaigns/{slug}/set_chatbot_account/ with the code of the Twitch callback. */
export const setCampaignChatbotAccount = (api: ApiClient, slug: string, code: string) =>
  api.patch<CampaignChatbots>(`campaigns/${encodeURIComponent(slug)}/set_chatbot_account/`, { code });

/** PATCH teams/{id}/set_default_chatbot/ with the code of the Twitch callback. */
export const setDefaultChatbot = (api: ApiClient, teamId: number, code: string) =>
  api.patch<TeamChatbots>(`teams/${teamId}/set_default_chatbot/`, { code });

/** PATCH campaigns/{slug}/set_approved_chatbot/: one of the approved chatbots (by login) becomes the campaign's. */
export const setCampaignApprovedChatbot = (api: ApiClient, slug: string, newChatbot: string) =>
  api.patch<CampaignChatbots>(`campaigns/${encodeURIComponent(slug)}/set_approved_chatbot/`, { new_chatbot: newChatbot });

/** PATCH teams/{id}/set_approved_chatbot/: one of the team's approved chatbots becomes its default. */
export const setTeamApprovedChatbot = (api: ApiClient, teamId: number, newChatbot: string) =>
  api.patch<TeamChatbots>(`teams/${teamId}/set_approved_chatbot/`, { new_chatbot: newChatbot });

/** '__ALL_LIVE__': every live broadcaster (spec 01 §7 post-chatbot). */
export const ALL_LIVE_TARGET = '__ALL_LIVE__';

/** POST post-chatbot/campaign/ or post-chatbot/channel/ (admins): queues the post; answers how many channels. */
export function postChatbot(
  api: ApiClient,
  post: ({ scope: 'campaign' } & ChatbotPostToCampaign) | ({ scope: 'channel' } & ChatbotPostToChannel),
) {
  const { scope, ...body } = post;
  return api.post<AnswerOf<'postChatbotToCampaign'>>(`post-chatbot/${scope}/`, body);
}
