import { messages } from '@advocate/validation';
import { ApiError, setCampaignChatbotAccount, setDefaultChatbot } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
import { appHostUrl, appPaths, clearChatbotTarget } from '@advocate/auth-and-guards';
import type { ChatbotTarget } from '@advocate/auth-and-guards';

/** Spec 01 §8: shown when the chatbot account cannot be set. */
export const CHATBOT_FAILED = messages.chatbotUpdateFailed;

/** Where the manager returns once the chatbot is set (spec 00 §4, 01 §7). */
export function chatbotReturnUrl(target: ChatbotTarget): string {
  const path = target.kind === 'campaign' ? appPaths.manager.campaignTab(target.slug, 'management') : appPaths.console.dashboard;
  return appHostUrl('manager') + path;
}

/**
 * A Twitch callback while a chatbot authorisation is under way (decision 333): the code goes to
 * set_chatbot_account (or set_default_chatbot) with the manager's own session, which stays as it
 * is; the cookie is cleared whatever happens. Answers the address to return to.
 */
export async function completeChatbotAuthorisation(api: ApiClient, target: ChatbotTarget, code: string): Promise<string> {
  try {
    if (target.kind === 'campaign') await setCampaignChatbotAccount(api, target.slug, code);
    else await setDefaultChatbot(api, target.id, code);
  } catch {
    // In the callbacks' error shape, so the page shows exactly this text (spec 00 §8 _error).
    throw new ApiError(400, { _error: [CHATBOT_FAILED] }, CHATBOT_FAILED);
  } finally {
    clearChatbotTarget();
  }
  return chatbotReturnUrl(target);
}
