export { buildDevProviders, startDevProviders } from './server.ts';
export type { RunningDevProviders, StartOptions } from './server.ts';
export {
  accounts,
  twitchAccounts,
  googleAccounts,
  discordAccounts,
  twitterAccounts,
  deriveAccount,
  normaliseLogin,
  LOGIN_PATTERN,
} from './accounts.ts';
export type { DevAccount, ProviderName, YouTubeChannel } from './accounts.ts';
export { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from './context.ts';
export type { DevProvidersOptions, DevProvidersClients, OAuthClient, TwitterClient } from './context.ts';
export { buildOAuth1Header } from './oauth1-header.ts';
export { demoTwitterCredentials } from './twitter.ts';
export { demoChatbotToken, DEFAULT_CHATBOT_LOGIN } from './demo-chatbots.ts';
