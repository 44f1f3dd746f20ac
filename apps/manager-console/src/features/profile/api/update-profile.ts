import { USER_PATH, updateProfile, useApiClient } from '@advocate/api-client';
import type { ProfileUpdate, User } from '@advocate/api-client';
import { storeUser } from '@advocate/auth-and-guards';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/**
 * Saves the signed-in user's profile (PUT rest-auth/user/). On success the answer replaces the
 * cached user (sidebar and every other reader update at once) and, as spec 02 §4 asks of a profile
 * save, the slim user goes to its cookie and local storage. An email change ends the other sessions
 * on the server; this one keeps its token (decision 264).
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
