import { appHostUrl, homeUrl, isAppHostUrl } from '@advocate/auth-and-guards';
import type { User } from '@advocate/api-client';
import { paths } from '../../config/paths.ts';

/** Login-host screens that make no sense as a place to return to after signing in. */
const signInScreens = new Set<string>([paths.chooser, paths.managerSignIn, paths.broadcasterSignIn, paths.chatbotSignIn, paths.signUp]);
const withoutTrailingSlash = (pathname: string) => pathname.replace(/(.)\/$/, '$1');

/** A path on the current host, as opposed to an address or a protocol-relative //host. */
const isPath = (address: string) => /^\/(?!\/)/.test(address);

/**
 * The `next` address to honour, or null. Only addresses on one of the configured app hosts are
 * followed (no open redirect); a path is read as one on the login host.
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next) return null;
  const absolute = isPath(next) ? appHostUrl('login') + next : next;
  if (!isAppHostUrl(absolute)) return null;
  const url = new URL(absolute);
  if (url.origin === new URL(appHostUrl('login')).origin && signInScreens.has(withoutTrailingSlash(url.pathname))) return null;
  return absolute;
}

export type Destination = { kind: 'in-app'; to: string } | { kind: 'full-page'; url: string };

/** Spec 00 §4 after a sign-in: the terms first if not agreed, then `next`, else the user's console. */
export function afterSignIn(user: User, next: string | null | undefined): Destination {
  const kept = safeNext(next);
  if (!user.tos_agreed) return { kind: 'in-app', to: paths.terms + nextQuery(kept) };
  return { kind: 'full-page', url: kept ?? homeUrl(user) };
}

/** Where to go once the terms are agreed: `next`, else the user's console. */
export function afterTerms(user: User, next: string | null | undefined): string {
  return safeNext(next) ?? homeUrl(user);
}

/** A `?next=` query to carry between login screens, or ''. */
export function nextQuery(next: string | null | undefined): string {
  return next ? `?next=${encodeURIComponent(next)}` : '';
}
