import { USER_PATH, logout, useApiClient, useUser } from '@advocate/api-client';
import type { ApiError, AuthAnswer, User } from '@advocate/api-client';
import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { appHostUrl } from './app-hosts.ts';
import { fullPage } from './navigation.ts';
import { sessionTokenAtom } from './session-atoms.ts';
import { clearSession, storeSession } from './session-store.ts';
import type { StoreSessionOptions } from './session-store.ts';

export interface Session {
  token: string | null;
  /** The signed-in user (GET rest-auth/user/), null while signed out or loading. */
  user: User | null;
  /** True while a token exists and the user has not arrived yet. */
  isLoading: boolean;
  error: ApiError | undefined;
  /** Posts rest-auth/logout/, clears cookies, profile data and cached state, goes to the login chooser. */
  signOut: () => Promise<void>;
}

export function useSession(): Session {
  const [token, setToken] = useAtom(sessionTokenAtom);
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  const { data, error, isLoading } = useUser({ enabled: Boolean(token) });

  const signOut = useCallback(async () => {
    try {
      await logout(api);
    } catch {
      // Signing out locally must work even when the server cannot be reached or the token is stale.
    }
    clearSession();
    setToken(null);
    await mutate(() => true, undefined, { revalidate: false });
    fullPage.assign(`${appHostUrl('login')}/login`);
  }, [api, mutate, setToken]);

  return { token, user: token ? (data ?? null) : null, isLoading: Boolean(token) && isLoading, error, signOut };
}

/** Stores a sign-in answer and primes the session state, for pages that stay in the same app. */
export function useStartSession(): (answer: AuthAnswer, options: StoreSessionOptions) => void {
  const [, setToken] = useAtom(sessionTokenAtom);
  const { mutate } = useSWRConfig();
  return useCallback(
    (answer, options) => {
      storeSession(answer, options);
      setToken(answer.key);
      void mutate(USER_PATH, answer.user, { revalidate: false });
    },
    [mutate, setToken],
  );
}
