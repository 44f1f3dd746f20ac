import { USER_PATH, useMutation } from '@advocate/api-client';
import type { ApiClient, ProfileUpdate, User } from '@advocate/api-client';
import { storeUser } from '@advocate/auth-and-guards';

/** PUT rest-auth/user/; the slim user goes to its cookie and local storage (spec 02 §4 'A profile save stores...'). */
export async function updateProfile(api: ApiClient, body: ProfileUpdate): Promise<User> {
  const updated = await api.PUT('/api/v1/rest-auth/user/', { body });
  storeUser(updated);
  return updated;
}

/** The answer replaces the cached user. */
export const userFromAnswer = { key: USER_PATH, update: (_current: unknown, updated: User) => updated };

/** Saves the broadcaster's profile. */
export const useUpdateProfile = (): ((body: ProfileUpdate) => Promise<User>) =>
  useMutation(updateProfile, { invalidate: [userFromAnswer] }).trigger;
