import type { User } from '@advocate/api-client';
import type { ReactNode } from 'react';
import { useSession } from '../session/use-session.ts';
import { defaultRenderError } from './guard-fallbacks.tsx';
import type { GuardFallbackProps } from './guard-fallbacks.tsx';

/** The signed-in user, or what a guard renders instead while the user is not there yet. */
export function useGuardedUser({
  fallback = null,
  renderError = defaultRenderError,
}: GuardFallbackProps): { user: User; pending: null } | { user: null; pending: ReactNode } {
  const { user, error } = useSession();
  if (user) return { user, pending: null };
  return { user: null, pending: error ? renderError(error) : fallback };
}
