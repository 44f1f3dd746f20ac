import { campaignChatbotPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** The SWR key of the campaign's chatbot and its approved chatbots. */
export const campaignChatbotsKey = (slug: string) => campaignChatbotPath(slug);

/** GET campaigns/{slug}/chatbot/: the campaign's chatbot, its connection state and the approved chatbots it may use. */
export const getCampaignChatbots = (api: ApiClient, slug: string) =>
  api.GET('/api/v1/campaigns/{slug}/chatbot/', { params: { path: { slug } } });

export const useCampaignChatbots = (slug: string) => useQuery(campaignChatbotsKey(slug), (api) => getCampaignChatbots(api, slug));
