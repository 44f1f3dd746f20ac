import type { Config } from '../../../config.ts';
import type { ProviderAccount } from './provider-account.ts';
import { optionalString, providerJson, requiredString, scopeList } from './provider-http.ts';

/** Exchanges a Discord authorisation code (redirect_uri = the callback the browser came back to) and reads `users/@me`. */
export async function discordAccount(config: Config, code: string, redirectUri: string): Promise<ProviderAccount> {
  const token = await providerJson(config.DISCORD_TOKEN_URL, {
    form: {
      client_id: config.DISCORD_CLIENT_ID,
      client_secret: config.DISCORD_CLIENT_SECRET,
      code,
      grant_type: 'authorization_code',
      redirect_uri: redirectUri,
    },
  });
  const accessToken = requiredString(token, 'access_token');
  const me = await providerJson(`${config.DISCORD_API_URL}/users/@me`, { headers: { authorization: `Bearer ${accessToken}` } });
  return {
    provider: 'discord',
    providerUserId: requiredString(me, 'id'),
    login: requiredString(me, 'username'),
    displayName: optionalString(me, 'global_name') ?? null,
    email: optionalString(me, 'email') ?? null,
    profileImage: null,
    accessToken,
    refreshToken: optionalString(token, 'refresh_token') ?? null,
    tokenSecret: null,
    scopes: scopeList(token.scope),
  };
}
