import { appConfig } from '@advocate/api-client';
import { parse, serialize } from 'cookie';

export interface CookieWriteOptions {
  /** Lifetime in seconds; without it the cookie is a session cookie (gone when the browser closes). */
  maxAgeSeconds?: number;
}

/** The parent domain in production, so every app host sees the cookie; host-only on localhost. */
function cookieDomain(): string | undefined {
  return appConfig().cookieDomain || undefined;
}

function secure(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/** The decoded value of a cookie of this page, or null. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return parse(document.cookie)[name] ?? null;
}

/** Writes a cookie at path / (spec 00 §3: every Advocate cookie lives at the site root). */
export function writeCookie(name: string, value: string, options: CookieWriteOptions = {}): void {
  const { maxAgeSeconds } = options;
  document.cookie = serialize(name, value, {
    path: '/',
    domain: cookieDomain(),
    maxAge: maxAgeSeconds,
    expires: maxAgeSeconds === undefined ? undefined : new Date(Date.now() + maxAgeSeconds * 1000),
    sameSite: 'lax',
    secure: secure(),
  });
}

/** Deletes a cookie, both on the configured domain and host-only, so a stale copy cannot linger. */
export function removeCookie(name: string): void {
  const gone = { path: '/', maxAge: 0, expires: new Date(0) };
  const domain = cookieDomain();
  if (domain) document.cookie = serialize(name, '', { ...gone, domain });
  document.cookie = serialize(name, '', gone);
}

/** A cookie holding JSON, or null when absent or unreadable. */
export function readJsonCookie<T>(name: string): T | null {
  const raw = readCookie(name);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
