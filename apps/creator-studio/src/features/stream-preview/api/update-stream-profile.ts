import { USER_PATH, updateProfile, useApiClient } from '@advocate/api-client';
import type { ProfileUpdate, User } from '@advocate/api-client';
import { storeUser } from '@advocate/auth-and-guards';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** What the stream preview changes on the profile: the base resolution, or the screenshot (a file, or null to remove it). */
export type StreamProfileChange = { base_canvas_resolution: string } | { screenshot: File | null };

/**
 * PUT rest-auth/user/ with the user's username and email and the one change (spec 02 §7: the
 * screenshot goes as multipart field stream_preview_screenshot). The answer replaces the cached user.
 */
export function useUpdateStreamProfile(): (user: User, change: StreamProfileChange) => Promise<User> {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (user, change) => {
      const account = { username: user.username, email: user.email };
      // A File makes the request layer send multipart; the generated JSON type only knows the address.
      const body: ProfileUpdate =
        'screenshot' in change
          ? ({ ...account, stream_preview_screenshot: change.screenshot } as unknown as ProfileUpdate)
          : { ...account, profile: { base_canvas_resolution: change.base_canvas_resolution } };
      const updated = await updateProfile(api, body);
      storeUser(updated);
      await mutate(USER_PATH, updated, { revalidate: false });
      return updated;
    },
    [api, mutate],
  );
}
