import type { ApiClient } from '../request.ts';
import type { AnswerOf } from '../types.ts';

/** A broadcaster's next chatbot post (spec 01 §3 Next chatbot post). */
export type NextChatbotPost = AnswerOf<'listNextChatbotPosts'>[number];

/** SWR key (path): one campaign's schedule, or every campaign's (admins) without a slug. */
export const nextChatbotPostsPath = (slug?: string) =>
  slug === undefined ? 'next-chatbot-posts/' : `next-chatbot-posts/?campaign=${encodeURIComponent(slug)}`;

export const listNextChatbotPosts = (api: ApiClient, slug?: string) => api.get<NextChatbotPost[]>(nextChatbotPostsPath(slug));
