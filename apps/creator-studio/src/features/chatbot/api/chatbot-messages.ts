import { broadcasterChatbotMessagesPath, useResource } from '@advocate/api-client';
import type { BroadcasterChatbotMessage } from '@advocate/api-client';

/** The chatbot messages that reach the broadcaster (GET broadcaster-chatbot-messages/, contract 3). */
export const useChatbotMessages = () => useResource<BroadcasterChatbotMessage[]>(broadcasterChatbotMessagesPath);
