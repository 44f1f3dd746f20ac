import { fillPath, useEventStream, useQuery } from '@advocate/api-client';
import type { ApiClient, CampaignLive } from '@advocate/api-client';
import { useSession } from '@advocate/auth-and-guards';

/** The SWR key of a campaign's live panel. */
export const campaignLiveKey = (slug: string) => fillPath('/api/v1/campaigns/{slug}/live/', { slug });

/** GET campaigns/{slug}/live/: the campaign's live channels and its last 30 minutes (decision 790). */
export const getCampaignLive = (api: ApiClient, slug: string) => api.GET('/api/v1/campaigns/{slug}/live/', { params: { path: { slug } } });

/**
 * The live panel's data: the answer, then each `snapshot` of the panel's event stream
 * (campaigns/{slug}/live/events/), pushed within seconds of a click, a conversion, a channel going
 * live or a graphic shown. The stream is open while signed in and the panel is on screen.
 */
export function useCampaignLive(slug: string) {
  const { user } = useSession();
  const query = useQuery(campaignLiveKey(slug), (api) => getCampaignLive(api, slug), { revalidateOnFocus: false });
  const { mutate } = query;
  useEventStream(user ? fillPath('/api/v1/campaigns/{slug}/live/events/', { slug }) : null, (event, data) => {
    if (event === 'snapshot') void mutate(data as CampaignLive, { revalidate: false });
    // The stream ended the sign-in or the access: read again, which signs out (401) or says why (404).
    if (event === 'revoked') void mutate();
  });
  return query;
}
