import { useEventStream, useQuery } from '@advocate/api-client';
import type { ApiClient, BroadcasterLive } from '@advocate/api-client';
import { useSession } from '@advocate/auth-and-guards';

/** The SWR key of the broadcaster's own live block. */
export const broadcasterLiveKey = 'broadcaster-live/';

/** GET broadcaster-live/: the signed-in broadcaster's live streams and last 30 minutes (decision 790). */
export const getBroadcasterLive = (api: ApiClient) => api.GET('/api/v1/broadcaster-live/');

/** The live block's answer alone, without its event stream (the dashboard waits for it before drawing the pane). */
export const useBroadcasterLiveAnswer = () => useQuery(broadcasterLiveKey, getBroadcasterLive, { revalidateOnFocus: false });

/** The live block's data: the answer, then each `snapshot` of its event stream (broadcaster-live/events/), while signed in. */
export function useBroadcasterLive() {
  const { user } = useSession();
  const query = useBroadcasterLiveAnswer();
  const { mutate } = query;
  useEventStream(user ? 'broadcaster-live/events/' : null, (event, data) => {
    if (event === 'snapshot') void mutate(data as BroadcasterLive, { revalidate: false });
    // The stream ended the sign-in or the access: read again, which signs out (401) or says why (404).
    if (event === 'revoked') void mutate();
  });
  return query;
}
