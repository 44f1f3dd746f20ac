import { nextChatbotPostsPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** The SWR key of every campaign's next chatbot posts. */
export const nextChatbotPostsKey = nextChatbotPostsPath();

/** GET next-chatbot-posts/: each broadcaster's next post across every campaign, admins only (spec 01 §2; decision 443). */
export const getNextChatbotPosts = (api: ApiClient) => api.GET('/api/v1/next-chatbot-posts/');

export const useNextChatbotPosts = () => useQuery(nextChatbotPostsKey, getNextChatbotPosts);
