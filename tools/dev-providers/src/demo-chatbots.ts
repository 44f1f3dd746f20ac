import type { DevContext } from './context.ts';

/** The login of the product's default chatbot account; known to the stand-in from the start. */
export const DEFAULT_CHATBOT_LOGIN = 'advogg';
/** Chatbot accounts the demo seed (tools/seed teams.ts) gives fixed Twitch ids. */
export const DEMO_CHATBOTS: Readonly<Record<string, string>> = { '1901': 'nebula_bot', '1902': 'crimson_chat' };
export const CHAT_SCOPES = ['user:bot', 'user:read:chat', 'user:write:chat', 'moderation:read', 'user:read:moderated_channels'];
/** Long enough to outlive any demo run. */
const DEMO_TOKEN_TTL_MS = 10 * 365 * 24 * 60 * 60 * 1000;

/**
 * The user token a demo chatbot account holds on the Twitch stand-in, as if it had been authorised
 * (route /login/broadcaster) before the demo started. The seed stores it on the chatbot account; the
 * stand-in accepts it on every run, like the demo Twitter credentials (twitter.ts).
 */
export function demoChatbotToken(twitchUserId: string): string {
  return `demochatbot${twitchUserId}advocatelocal`;
}

/** The default chatbot's Twitch id on the stand-in (the same on every run). */
export function defaultChatbotTwitchId(ctx: DevContext): string {
  return ctx.accounts.resolve('twitch', DEFAULT_CHATBOT_LOGIN).id;
}

/** Makes the demo chatbots known Twitch accounts and accepts their demo tokens. */
export function registerDemoChatbots(ctx: DevContext): void {
  const bots: Array<[string, string]> = [[defaultChatbotTwitchId(ctx), DEFAULT_CHATBOT_LOGIN], ...Object.entries(DEMO_CHATBOTS)];
  for (const [id, login] of bots) {
    ctx.accounts.adopt('twitch', id, login);
    ctx.tokens.put(
      demoChatbotToken(id),
      { provider: 'twitch', clientId: ctx.clients.twitch.id, scopes: CHAT_SCOPES, accountId: id, extras: {} },
      DEMO_TOKEN_TTL_MS,
    );
  }
}
