/** What other modules use of social: they import it from here, not from its files (apps/api/README.md). */
export { authorizationHeader } from './providers/oauth1.ts';
export {
  MAX_CODE_LENGTH,
  optionalString,
  PROVIDER_TIMEOUT_MS,
  ProviderError,
  providerJson,
  type ProviderRequest,
  requiredString,
} from './providers/provider-http.ts';
export { twitchAccount } from './providers/twitch-client.ts';
export { linkedAccounts } from './repositories/social-accounts-repository.ts';
