import type { User } from '@advocate/api-client';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ROUTE_DENIED_PATH, canOpenAdminRoutes, canOpenCampaignEditRoutes, canOpenUserRoutes } from '../policies.ts';
import type { GuardFallbackProps } from './guard-fallbacks.tsx';
import { useGuardedUser } from './use-guarded-user.tsx';

type GuardProps = GuardFallbackProps & { children: ReactNode };

/** Spec 00 §6: areas a user may not enter send them to /dashboard of the same console. */
function RequirePredicate({ allows, children, ...fallbacks }: GuardProps & { allows: (user: User) => boolean }) {
  const { user, pending } = useGuardedUser(fallbacks);
  if (!user) return <>{pending}</>;
  return allows(user) ? <>{children}</> : <Navigate to={ROUTE_DENIED_PATH} replace />;
}

/** Admin-only routes (/admin and the like). */
export const RequireAdmin = (props: GuardProps) => <RequirePredicate allows={canOpenAdminRoutes} {...props} />;

/** Campaign-edit routes. */
export const RequireCanEditCampaigns = (props: GuardProps) => <RequirePredicate allows={canOpenCampaignEditRoutes} {...props} />;

/** User-viewing routes (/managers). */
export const RequireCanViewUsers = (props: GuardProps) => <RequirePredicate allows={canOpenUserRoutes} {...props} />;
