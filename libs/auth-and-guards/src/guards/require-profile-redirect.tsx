import type { User } from '@advocate/api-client';
import { appPaths, userHome } from '../policies.ts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { GuardFallbackProps } from './guard-fallbacks.tsx';
import { useGuardedUser } from './use-guarded-user.tsx';

/**
 * Spec 00 §2: a broadcaster who has a profile but no campaigns, no current team and no application
 * status has nothing to see yet except their profile (the policies' userHome says so).
 */
export function needsProfileFirst(user: User): boolean {
  const home = userHome(user);
  return Boolean(user.profile) && home.app === 'creator' && home.path === appPaths.console.profile;
}

/** Sends such a broadcaster to /profile (and lets /profile itself render). */
export function RequireProfileRedirect({ children, ...fallbacks }: GuardFallbackProps & { children: ReactNode }) {
  const { user, pending } = useGuardedUser(fallbacks);
  const { pathname } = useLocation();
  if (!user) return <>{pending}</>;
  if (needsProfileFirst(user) && pathname !== appPaths.console.profile) return <Navigate to={appPaths.console.profile} replace />;
  return <>{children}</>;
}
