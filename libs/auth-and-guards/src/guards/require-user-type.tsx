import type { UserType } from '@advocate/api-client';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { homeUrl } from '../session/app-hosts.ts';
import { fullPage } from '../session/navigation.ts';
import type { GuardFallbackProps } from './guard-fallbacks.tsx';
import { useGuardedUser } from './use-guarded-user.tsx';

/**
 * Keeps a console to its user type (2 manager, 3 broadcaster): anyone else is sent to the console
 * their type belongs to (an unknown type lands on the login host), with a full-page navigation.
 */
export function RequireUserType({ type, children, ...fallbacks }: GuardFallbackProps & { type: UserType; children: ReactNode }) {
  const { user, pending } = useGuardedUser(fallbacks);
  const elsewhere = user !== null && user.user_type !== type ? homeUrl(user) : null;
  useEffect(() => {
    if (elsewhere) fullPage.replace(elsewhere);
  }, [elsewhere]);
  if (!user) return <>{pending}</>;
  return elsewhere ? <>{fallbacks.fallback ?? null}</> : <>{children}</>;
}
