import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { termsRedirectUrl } from '../session/app-hosts.ts';
import { fullPage } from '../session/navigation.ts';
import type { GuardFallbackProps } from './guard-fallbacks.tsx';
import { useGuardedUser } from './use-guarded-user.tsx';

/** Holds users who have not agreed to the terms at the login host's /login/tos (spec 00 §6). */
export function RequireTerms({ children, ...fallbacks }: GuardFallbackProps & { children: ReactNode }) {
  const { user, pending } = useGuardedUser(fallbacks);
  const mustAgree = user !== null && !user.tos_agreed;
  useEffect(() => {
    if (mustAgree) fullPage.replace(termsRedirectUrl(window.location.href));
  }, [mustAgree]);
  if (!user) return <>{pending}</>;
  return mustAgree ? <>{fallbacks.fallback ?? null}</> : <>{children}</>;
}
