import { AuthenticatedApiProvider } from '@advocate/auth-and-guards';
import type { ReactNode } from 'react';

/** What wraps the router, in the browser and in the build's prerender alike (decision 746). */
export function AppProviders({ children }: { children: ReactNode }) {
  return <AuthenticatedApiProvider>{children}</AuthenticatedApiProvider>;
}
