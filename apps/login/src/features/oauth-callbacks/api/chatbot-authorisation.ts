import { useMutation } from '@advocate/api-client';
import { completeChatbotAuthorisation } from '../chatbot-authorisation.ts';

/** POST set_chatbot_account (campaign) or set_default_chatbot (team) with the Twitch code; answers the address to return to. */
export const useCompleteChatbotAuthorisation = () => useMutation(completeChatbotAuthorisation).trigger;
