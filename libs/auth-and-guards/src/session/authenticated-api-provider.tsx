import { ApiProvider, appConfig, createApiClient } from '@advocate/api-client';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { forceSignOut } from './forced-sign-out.ts';
import { readToken } from './session-store.ts';

/**
 * The request-layer client of a browser app: the configured API, the stored token on every request,
 * and the forced logout on 'Invalid token.'.
 */
export function AuthenticatedApiProvider({ children, locale }: { children: ReactNode; locale?: string }) {
  const client = useMemo(
    () => createApiClient({ baseUrl: appConfig().apiUrl, getToken: readToken, onInvalidToken: forceSignOut, locale }),
    [locale],
  );
  return <ApiProvider client={client}>{children}</ApiProvider>;
}
