import { USER_PATH, useMutation } from '@advocate/api-client';
import type { ProfileUpdate, User } from '@advocate/api-client';
import { storeUser } from '@advocate/auth-and-guards';

/**
 * Saves the signed-in user's profile (PUT rest-auth/user/). On success the answer replaces the
 * cached user (sidebar and every other reader update at once) and, as spec 02 §4 asks of a profile
 * save, the slim user goes to its cookie and local storage. An email change ends the other sessions
 * on the server; this one keeps its token (decision 264).
 */
export function useUpdateProfile(): (body: ProfileUpdate) => Promise<User> {
  const { trigger } = useMutation(
    async (api, body: ProfileUpdate) => {
      const updated: User = await api.PUT('/api/v1/rest-auth/user/', { body });
      storeUser(updated);
      return updated;
    },
    { invalidate: [{ key: USER_PATH, update: (_cached: User | undefined, updated: User) => updated }] },
  );
  return trigger;
}
