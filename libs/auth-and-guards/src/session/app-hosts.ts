import { appConfig } from '@advocate/api-client';
import type { User } from '@advocate/api-client';
import { appPaths, userHome } from '../policies.ts';

export type AppName = 'login' | 'manager' | 'creator';

/** The origin (no trailing slash) of one of the three browser apps. */
export function appHostUrl(app: AppName): string {
  const config = appConfig();
  const url = app === 'login' ? config.loginUrl : app === 'manager' ? config.managerUrl : config.creatorUrl;
  return url.replace(/\/+$/, '');
}

/** Where a signed-in user belongs: their console's host and home path (policies' userHome). */
export function homeUrl(user: User): string {
  const home = userHome(user);
  return appHostUrl(home.app) + home.path;
}

/** The login host's chooser, carrying the page to come back to (spec 00 §2 route guards). */
export function loginRedirectUrl(next: string): string {
  return `${appHostUrl('login')}${appPaths.login.chooser}?next=${encodeURIComponent(next)}`;
}

/** The terms screen on the login host, carrying the page to come back to. */
export function termsRedirectUrl(next: string): string {
  return `${appHostUrl('login')}${appPaths.login.terms}?next=${encodeURIComponent(next)}`;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** True when `url` is absolute and on one of the configured app hosts (guards against open redirects). */
export function isAppHostUrl(url: string): boolean {
  const origin = originOf(url);
  if (!origin || !/^https?:\/\//.test(url)) return false;
  return (['login', 'manager', 'creator'] as const).some((app) => originOf(appHostUrl(app)) === origin);
}
