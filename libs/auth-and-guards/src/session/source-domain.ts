import { readCookie, removeCookie, writeCookie } from './cookie-jar.ts';

export const SOURCE_DOMAIN_COOKIE = 'advocate_source_domain';

/**
 * Remembers which app host started a social connect (spec 00 §3), so the callback on the login host
 * can send the person back there. Set it before redirecting to Twitter or Discord.
 */
export function setSourceDomainCookie(origin: string = window.location.origin): void {
  writeCookie(SOURCE_DOMAIN_COOKIE, origin);
}

export function readSourceDomain(): string | null {
  return readCookie(SOURCE_DOMAIN_COOKIE);
}

export function clearSourceDomain(): void {
  removeCookie(SOURCE_DOMAIN_COOKIE);
}
