/** The providers an account can be linked from (the CHECK of social_accounts.provider). */
export type SocialProvider = 'twitch' | 'youtube' | 'discord' | 'twitter';

/** What the API learned about a provider account after a successful authorisation. */
export interface ProviderAccount {
  provider: SocialProvider;
  /** Twitch user id, YouTube channel id, Discord user id or Twitter user_id. */
  providerUserId: string;
  /** Twitch login, YouTube handle (without @), Discord username or Twitter screen_name. */
  login: string;
  displayName: string | null;
  email: string | null;
  profileImage: string | null;
  accessToken: string;
  refreshToken: string | null;
  /** OAuth 1.0a token secret (Twitter only). */
  tokenSecret: string | null;
  scopes: string[];
}
