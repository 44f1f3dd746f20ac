import { nextChatbotPostsPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** The SWR key of one campaign's chatbot post schedule. */
export const campaignNextChatbotPostsKey = (slug: string) => nextChatbotPostsPath(slug);

/** GET next-chatbot-posts/?campaign=: each broadcaster's next post, ascending (spec 01 §2; decision 704). */
export const getCampaignNextChatbotPosts = (api: ApiClient, slug: string) =>
  api.GET('/api/v1/next-chatbot-posts/', { params: { query: { campaign: slug } } });

export const useCampaignNextChatbotPosts = (slug: string) =>
  useQuery(campaignNextChatbotPostsKey(slug), (api) => getCampaignNextChatbotPosts(api, slug));
