import { appConfig } from '@advocate/api-client';
import type { AppConfig, Platform } from '@advocate/api-client';
import { randomState, YOUTUBE_SCOPES } from '@advocate/auth-and-guards';
import { paths } from '../../config/paths.ts';

/** Spec 00 §7 scopes, joined by '+' exactly as the providers expect them. */
export const TWITCH_SCOPES = [
  'user:read:email',
  'chat:read',
  'chat:edit',
  'channel:moderate',
  'moderation:read',
  'channel:manage:moderators',
];
/** Shared with the profile's YouTube connect (decision 701). */
export { YOUTUBE_SCOPES };

const STATE_KEY = 'advocate_oauth_state';
const NEXT_KEY = 'advocate_oauth_next';

/** The login host's callback for a provider: /auth/twitch or /auth/youtube. */
export function callbackUrl(provider: Platform, config: AppConfig = appConfig()): string {
  return config.loginUrl.replace(/\/+$/, '') + paths.callback(provider);
}

/** The provider's authorisation address for a code grant that returns to our callback. */
export function authorizeUrl(provider: Platform, state: string, config: AppConfig = appConfig()): string {
  const client = config.providers[provider];
  const scopes = provider === 'twitch' ? TWITCH_SCOPES : YOUTUBE_SCOPES;
  const parts = [
    'response_type=code',
    `client_id=${encodeURIComponent(client.clientId)}`,
    `redirect_uri=${encodeURIComponent(callbackUrl(provider, config))}`,
    `scope=${scopes.join('+')}`,
    `state=${encodeURIComponent(state)}`,
  ];
  if (provider === 'youtube') parts.push('access_type=offline');
  return client.authorizeUrl + (client.authorizeUrl.includes('?') ? '&' : '?') + parts.join('&');
}

/**
 * Remembers a fresh state (checked on the callback, against forged callbacks) and the page to
 * return to, then answers the provider address to send the browser to.
 */
export function prepareProviderSignIn(provider: Platform, next: string | null): string {
  const state = randomState();
  sessionStorage.setItem(STATE_KEY, JSON.stringify({ provider, state }));
  if (next) sessionStorage.setItem(NEXT_KEY, next);
  else sessionStorage.removeItem(NEXT_KEY);
  return authorizeUrl(provider, state);
}

/** True when the callback's state is the one this tab sent for this provider. Usable once. */
export function consumeState(provider: Platform, state: string | null): boolean {
  const raw = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  if (!raw || !state) return false;
  try {
    const saved = JSON.parse(raw) as { provider?: string; state?: string };
    return saved.provider === provider && saved.state === state;
  } catch {
    return false;
  }
}

/** The page to return to after a provider sign-in, forgotten once read. */
export function takeProviderNext(): string | null {
  const next = sessionStorage.getItem(NEXT_KEY);
  sessionStorage.removeItem(NEXT_KEY);
  return next;
}
