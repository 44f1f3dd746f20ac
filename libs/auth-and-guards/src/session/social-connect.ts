import { appConfig, twitterRequestToken } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
import { appPaths } from '../policies/app-paths.ts';
import { readCookie, removeCookie, writeCookie } from './cookie-jar.ts';
import { fullPage } from './navigation.ts';
import { randomState } from './oauth-state.ts';
import { setSourceDomainCookie } from './source-domain.ts';

/**
 * The Discord connect starts on one host (the creator studio) and returns to the login host's
 * /auth/discord, so its OAuth state lives in a cookie both hosts see, not in sessionStorage.
 */
export const CONNECT_STATE_COOKIE = 'advocate_connect_state';

/** Spec 00 §7: Discord scopes, joined by '+'. */
export const DISCORD_SCOPES = ['guilds', 'guilds.join', 'identify', 'email'];

/** The login host's Discord callback; also the callback_url of POST discord/connect/. */
export function discordCallbackUrl(): string {
  return `${appConfig().loginUrl.replace(/\/+$/, '')}${appPaths.login.callback('discord')}`;
}

/**
 * Prepares a Discord connect from the current host: remembers the host to come back to (the
 * source-domain cookie) and a fresh state, and answers Discord's authorisation address.
 */
export function discordConnectUrl(): string {
  setSourceDomainCookie();
  const state = randomState();
  writeCookie(CONNECT_STATE_COOKIE, state);
  const { authorizeUrl, clientId } = appConfig().providers.discord;
  const query = [
    'response_type=code',
    `client_id=${encodeURIComponent(clientId)}`,
    `redirect_uri=${encodeURIComponent(discordCallbackUrl())}`,
    `scope=${DISCORD_SCOPES.join('+')}`,
    `state=${state}`,
  ].join('&');
  return authorizeUrl + (authorizeUrl.includes('?') ? '&' : '?') + query;
}

/** True when the callback's state is the one stored by discordConnectUrl. Usable once. */
export function consumeConnectState(state: string | null): boolean {
  const stored = readCookie(CONNECT_STATE_COOKIE);
  removeCookie(CONNECT_STATE_COOKIE);
  return Boolean(stored) && stored === state;
}

/**
 * Starts a Twitter connect: sets the source-domain cookie first (spec 00 §7), asks the API for a
 * request token and sends the browser to Twitter, which returns to the login host's /auth/twitter.
 */
export async function startTwitterConnect(api: ApiClient): Promise<void> {
  setSourceDomainCookie();
  const { authorization_url } = await twitterRequestToken(api);
  fullPage.assign(authorization_url);
}

/** Spec 00 §7 / 02 §9: YouTube scopes (userinfo email, profile, youtube read-only), joined by '+'. */
export const YOUTUBE_SCOPES = [
  'https://www.googleapis.com/auth/userinfo.email',
  'https://www.googleapis.com/auth/userinfo.profile',
  'https://www.googleapis.com/auth/youtube.readonly',
];

/**
 * The YouTube connect of the profile (decision 701) starts on the creator host and returns to the
 * login host's /auth/youtube, the same callback as a YouTube sign-in. Its state is kept with the
 * username of the broadcaster who started it, in a cookie both hosts see; the callback sends that
 * username along so the API links the channel only if the same broadcaster is still signed in.
 */
export const YOUTUBE_CONNECT_COOKIE = 'advocate_youtube_connect';

/** Prepares a YouTube connect for `username` and answers Google's authorisation address. */
export function youtubeConnectUrl(username: string): string {
  setSourceDomainCookie();
  const state = randomState();
  writeCookie(YOUTUBE_CONNECT_COOKIE, JSON.stringify({ state, user: username }));
  const { authorizeUrl, clientId } = appConfig().providers.youtube;
  const query = [
    'response_type=code',
    `client_id=${encodeURIComponent(clientId)}`,
    `redirect_uri=${encodeURIComponent(`${appConfig().loginUrl.replace(/\/+$/, '')}${appPaths.login.callback('youtube')}`)}`,
    `scope=${YOUTUBE_SCOPES.join('+')}`,
    `state=${encodeURIComponent(state)}`,
    'access_type=offline',
  ].join('&');
  return authorizeUrl + (authorizeUrl.includes('?') ? '&' : '?') + query;
}

/** The username that started the YouTube connect whose state came back, or null (not a connect). Usable once. */
export function takeYouTubeConnect(state: string | null): string | null {
  const stored = readCookie(YOUTUBE_CONNECT_COOKIE);
  if (!stored || !state) return null;
  removeCookie(YOUTUBE_CONNECT_COOKIE);
  try {
    const saved = JSON.parse(stored) as { state?: unknown; user?: unknown };
    return saved.state === state && typeof saved.user === 'string' && saved.user ? saved.user : null;
  } catch {
    return null;
  }
}
