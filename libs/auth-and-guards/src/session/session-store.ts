import type { AuthAnswer, User } from '@advocate/api-client';
import { readCookie, readJsonCookie, removeCookie, writeCookie } from './cookie-jar.ts';

export const TOKEN_COOKIE = 'advocate_token';
export const USER_COOKIE = 'advocate_user';
export const USER_STORAGE_KEY = 'advocate_user';

const DAY_SECONDS = 24 * 60 * 60;
/** A stay-logged-in token outlives browser restarts for this long (decision 150). */
export const PERSISTENT_TOKEN_SECONDS = 30 * DAY_SECONDS;
/** Spec 00 §3 and §9: the user cookie lives one year. */
export const USER_COOKIE_SECONDS = 365 * DAY_SECONDS;

/** The only user fields kept outside the API (spec 00 §3). */
export type StoredUser = Pick<User, 'username' | 'user_type' | 'tos_agreed'>;

export interface StoreSessionOptions {
  /**
   * true: the token cookie persists 30 days. false: a session cookie, gone when the browser closes.
   * Manager sign-in follows the checkbox, sign-up passes false, provider sign-in passes true.
   */
  stayLoggedIn: boolean;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage can be disabled by the browser's privacy settings
  }
}

/** Keeps the slim user in its cookie (shared by the app hosts) and in local storage. */
export function storeUser(user: StoredUser): void {
  const slim: StoredUser = { username: user.username, user_type: user.user_type, tos_agreed: user.tos_agreed };
  const json = JSON.stringify(slim);
  writeCookie(USER_COOKIE, json, { maxAgeSeconds: USER_COOKIE_SECONDS });
  storage()?.setItem(USER_STORAGE_KEY, json);
}

/** Stores the token and user of a login, sign-up or provider sign-in answer. */
export function storeSession(answer: AuthAnswer, options: StoreSessionOptions): void {
  writeCookie(TOKEN_COOKIE, answer.key, options.stayLoggedIn ? { maxAgeSeconds: PERSISTENT_TOKEN_SECONDS } : {});
  storeUser(answer.user);
}

/** The stored sign-in token, or null when signed out. */
export function readToken(): string | null {
  return readCookie(TOKEN_COOKIE) || null;
}

/** The slim user from its cookie, else from local storage. */
export function readStoredUser(): StoredUser | null {
  const fromCookie = readJsonCookie<StoredUser>(USER_COOKIE);
  if (fromCookie) return fromCookie;
  const raw = storage()?.getItem(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredUser;
  } catch {
    return null;
  }
}

/** Removes the token and user cookies and the stored user. */
export function clearSession(): void {
  removeCookie(TOKEN_COOKIE);
  removeCookie(USER_COOKIE);
  storage()?.removeItem(USER_STORAGE_KEY);
}
