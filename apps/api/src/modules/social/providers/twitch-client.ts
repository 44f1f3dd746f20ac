import type { Config } from '../../../config.ts';
import type { ProviderAccount } from './provider-account.ts';
import { optionalString, ProviderError, providerJson, requiredString, scopeList } from './provider-http.ts';

/** The redirect URI the login app sends to Twitch's authorize page, which the exchange must repeat. */
export const twitchRedirectUri = (config: Config) => `${config.LOGIN_URL}/auth/twitch`;

/** Exchanges a Twitch authorisation code and reads the account with Helix `GET /users`. */
export async function twitchAccount(config: Config, code: string): Promise<ProviderAccount> {
  const token = await providerJson(config.TWITCH_TOKEN_URL, {
    form: {
      client_id: config.TWITCH_CLIENT_ID,
      client_secret: config.TWITCH_CLIENT_SECRET,
      code,
      grant_type: 'authorization_code',
      redirect_uri: twitchRedirectUri(config),
    },
  });
  const accessToken = requiredString(token, 'access_token');
  const users = await providerJson(`${config.TWITCH_API_URL}/users`, {
    headers: { authorization: `Bearer ${accessToken}`, 'client-id': config.TWITCH_CLIENT_ID },
  });
  const user = Array.isArray(users.data) ? (users.data[0] as Record<string, unknown> | undefined) : undefined;
  if (!user || typeof user !== 'object') throw new ProviderError('Twitch answered no user');
  return {
    provider: 'twitch',
    providerUserId: requiredString(user, 'id'),
    login: requiredString(user, 'login').toLowerCase(),
    displayName: optionalString(user, 'display_name') ?? null,
    email: optionalString(user, 'email') ?? null,
    profileImage: optionalString(user, 'profile_image_url') ?? null,
    accessToken,
    refreshToken: optionalString(token, 'refresh_token') ?? null,
    tokenSecret: null,
    scopes: scopeList(token.scope),
  };
}
