import type { Config } from '../../../config.ts';
import type { ProviderAccount } from './provider-account.ts';
import { optionalString, ProviderError, providerJson, requiredString, scopeList } from './provider-http.ts';

/** The redirect URI the login app sends to Google's consent page, which the exchange must repeat. */
export const youtubeRedirectUri = (config: Config) => `${config.LOGIN_URL}/auth/youtube`;

/** Thrown when the Google account signed in has no YouTube channel to be a broadcaster with. */
export class NoYouTubeChannelError extends Error {}

/**
 * Exchanges a Google authorisation code, then reads userinfo (email) and the YouTube channel of
 * the account (`channels?mine=true`). The channel is the broadcaster: its id is the account id.
 */
export async function youtubeAccount(config: Config, code: string): Promise<ProviderAccount> {
  const token = await providerJson(config.GOOGLE_TOKEN_URL, {
    form: {
      client_id: config.GOOGLE_CLIENT_ID,
      client_secret: config.GOOGLE_CLIENT_SECRET,
      code,
      grant_type: 'authorization_code',
      redirect_uri: youtubeRedirectUri(config),
    },
  });
  const accessToken = requiredString(token, 'access_token');
  const bearer = { authorization: `Bearer ${accessToken}` };
  const userinfo = await providerJson(config.GOOGLE_USERINFO_URL, { headers: bearer });
  requiredString(userinfo, 'sub');
  const channels = await providerJson(`${config.YOUTUBE_API_URL}/channels?part=snippet&mine=true`, { headers: bearer });
  if (channels.items !== undefined && !Array.isArray(channels.items)) throw new ProviderError('YouTube answered no channel list');
  const channel = (channels.items as unknown[] | undefined)?.[0] as Record<string, unknown> | undefined;
  if (!channel) throw new NoYouTubeChannelError('no YouTube channel');
  const snippet = (channel.snippet ?? {}) as Record<string, unknown>;
  const title = optionalString(snippet, 'title') ?? null;
  const handle = optionalString(snippet, 'customUrl')?.replace(/^@/, '');
  const thumbnails = (snippet.thumbnails ?? {}) as Record<string, Record<string, unknown> | undefined>;
  return {
    provider: 'youtube',
    providerUserId: requiredString(channel, 'id'),
    login: handle ?? title ?? requiredString(channel, 'id'),
    displayName: title,
    email: optionalString(userinfo, 'email') ?? null,
    profileImage: optionalString(thumbnails.high ?? thumbnails.default, 'url') ?? optionalString(userinfo, 'picture') ?? null,
    accessToken,
    refreshToken: optionalString(token, 'refresh_token') ?? null,
    tokenSecret: null,
    scopes: scopeList(token.scope),
  };
}
