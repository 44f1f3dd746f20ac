import { useMutation } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
import { campaignChatbotsKey } from './get-campaign-chatbots.ts';

/** PATCH campaigns/{slug}/set_approved_chatbot/: one of the approved chatbots (by login) becomes the campaign's. */
export const setApprovedChatbot = (api: ApiClient, slug: string, login: string) =>
  api.PATCH('/api/v1/campaigns/{slug}/set_approved_chatbot/', { params: { path: { slug } }, body: { new_chatbot: login } });

/** The campaign's chatbot is read again. */
export const useSetApprovedChatbot = (slug: string) =>
  useMutation((api, login: string) => setApprovedChatbot(api, slug, login), { invalidate: [campaignChatbotsKey(slug)] });
