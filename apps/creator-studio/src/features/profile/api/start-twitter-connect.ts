import { useApiClient } from '@advocate/api-client';
import { startTwitterConnect } from '@advocate/auth-and-guards';
import { useCallback } from 'react';

/** GET twitter/request-token/ (source-domain cookie first), then off to Twitter's authorisation page. */
export function useStartTwitterConnect(): () => Promise<void> {
  const api = useApiClient();
  return useCallback(() => startTwitterConnect(api), [api]);
}
