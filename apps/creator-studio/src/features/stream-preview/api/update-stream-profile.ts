import { USER_PATH, useMutation } from '@advocate/api-client';
import type { ApiClient, ProfileUpdate, User } from '@advocate/api-client';
import { storeUser } from '@advocate/auth-and-guards';

/** What the stream preview changes on the profile: the base resolution, or the screenshot (a file, or null to remove it). */
export type StreamProfileChange = { base_canvas_resolution: string } | { screenshot: File | null };

/**
 * PUT rest-auth/user/ with the user's username and email and the one change (spec 02 §7: the
 * screenshot goes as multipart field stream_preview_screenshot).
 */
export async function updateStreamProfile(api: ApiClient, user: User, change: StreamProfileChange): Promise<User> {
  const account = { username: user.username, email: user.email };
  // A File makes the request layer send multipart; the generated JSON type only knows the address.
  const body: ProfileUpdate =
    'screenshot' in change
      ? ({ ...account, stream_preview_screenshot: change.screenshot } as unknown as ProfileUpdate)
      : { ...account, profile: { base_canvas_resolution: change.base_canvas_resolution } };
  const updated = await api.PUT('/api/v1/rest-auth/user/', { body });
  storeUser(updated);
  return updated;
}

/** The answer replaces the cached user. */
export const useUpdateStreamProfile = (): ((user: User, change: StreamProfileChange) => Promise<User>) =>
  useMutation(updateStreamProfile, { invalidate: [{ key: USER_PATH, update: (_current: unknown, updated: User) => updated }] }).trigger;
