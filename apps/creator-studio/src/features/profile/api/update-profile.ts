import { USER_PATH, generateApiKey, monthlyPaymentPath, regenerateBrowsersourceKey, updateProfile, useApiClient, useResource } from '@advocate/api-client';
import type { MonthlyPayment, ProfileUpdate, User } from '@advocate/api-client';
import { storeUser } from '@advocate/auth-and-guards';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/**
 * Saves the broadcaster's profile (PUT rest-auth/user/). The answer replaces the cached user, and
 * the slim user goes to its cookie and local storage (spec 02 §4 'A profile save stores...').
 */
export function useUpdateProfile(): (body: ProfileUpdate) => Promise<User> {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body) => {
      const updated = await updateProfile(api, body);
      storeUser(updated);
      await mutate(USER_PATH, updated, { revalidate: false });
      return updated;
    },
    [api, mutate],
  );
}

/** POST generate-api-key/: answers the full key once; the user is read again for the new masked hint. */
export function useGenerateApiKey(): () => Promise<string> {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const { api_key } = await generateApiKey(api);
    void mutate(USER_PATH);
    return api_key;
  }, [api, mutate]);
}

/** POST browsersource-key/ (decision 502): a new overlay link; the user is read again so the profile shows it. */
export function useRegenerateBrowsersourceKey(): () => Promise<string> {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const { browsersource } = await regenerateBrowsersourceKey(api);
    await mutate(USER_PATH);
    return browsersource;
  }, [api, mutate]);
}

/** This calendar month's payment figures (UTC), GET metrics/payments/{year}/{month}. */
export function useMonthlyPayment(now: Date) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return useResource<MonthlyPayment>(monthlyPaymentPath(year, month));
}
