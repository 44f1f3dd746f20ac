import { readJsonCookie, removeCookie, writeCookie } from './cookie-jar.ts';

export const CHATBOT_COOKIE = 'advocate_chatbot';
/** Long enough to pick or create the Twitch account on the way. */
export const CHATBOT_COOKIE_SECONDS = 60 * 60;

/** What a chatbot authorisation is for: a campaign's chatbot or a team's default chatbot. */
export type ChatbotTarget = { kind: 'campaign'; slug: string } | { kind: 'team'; id: number };

/**
 * Spec 00 §2, 01 §7: before a manager goes to /login/broadcaster to authorise a Twitch account as a
 * chatbot, the campaign (or team) is kept in a cookie at path /; the login app's Twitch callback
 * then sends the code to set_chatbot_account (or set_default_chatbot) instead of signing in.
 */
export function storeChatbotTarget(target: ChatbotTarget): void {
  writeCookie(CHATBOT_COOKIE, JSON.stringify(target), { maxAgeSeconds: CHATBOT_COOKIE_SECONDS });
}

export function readChatbotTarget(): ChatbotTarget | null {
  const target = readJsonCookie<ChatbotTarget>(CHATBOT_COOKIE);
  if (target?.kind === 'campaign' && typeof target.slug === 'string' && target.slug) return { kind: 'campaign', slug: target.slug };
  if (target?.kind === 'team' && Number.isSafeInteger(target.id) && target.id > 0) return { kind: 'team', id: target.id };
  return null;
}

export function clearChatbotTarget(): void {
  removeCookie(CHATBOT_COOKIE);
}
