import type { ApiClient } from '../request.ts';
import type { AnswerOf } from '../types.ts';

/** A chatbot message that reaches the signed-in broadcaster (spec 02 §2 /chatbot; contract 3). */
export type BroadcasterChatbotMessage = AnswerOf<'listBroadcasterChatbotMessages'>[number];

/** SWR key (path) of the broadcaster's chatbot messages. */
export const broadcasterChatbotMessagesPath = 'broadcaster-chatbot-messages/';

export const listBroadcasterChatbotMessages = (api: ApiClient) => api.get<BroadcasterChatbotMessage[]>(broadcasterChatbotMessagesPath);
