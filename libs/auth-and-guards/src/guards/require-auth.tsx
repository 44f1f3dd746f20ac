import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { loginRedirectUrl } from '../session/app-hosts.ts';
import { fullPage } from '../session/navigation.ts';
import { sessionTokenAtom } from '../session/session-atoms.ts';

/**
 * Renders its children only with a stored token; otherwise a full-page redirect to the login
 * host's chooser carrying the current address (host, path and query) to come back to.
 */
export function RequireAuth({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const token = useAtomValue(sessionTokenAtom);
  useEffect(() => {
    if (!token) fullPage.replace(loginRedirectUrl(window.location.href));
  }, [token]);
  return token ? <>{children}</> : <>{fallback}</>;
}
