import { broadcasterChatbotMessagesPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

export const getChatbotMessages = (api: ApiClient) => api.GET('/api/v1/broadcaster-chatbot-messages/');

/** The chatbot messages that reach the broadcaster (GET broadcaster-chatbot-messages/, contract 3). */
export const useChatbotMessages = () => useQuery(broadcasterChatbotMessagesPath, getChatbotMessages);
