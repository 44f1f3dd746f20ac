import { useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** The SWR key of the campaign's invite link. */
export const campaignInviteCodeKey = (slug: string) => `campaigns/${encodeURIComponent(slug)}/invite_code/`;

/** GET campaigns/{slug}/invite_code/: the key and expiry of the campaign's /invite/{key} link. */
export const getCampaignInviteCode = (api: ApiClient, slug: string) =>
  api.GET('/api/v1/campaigns/{slug}/invite_code/', { params: { path: { slug } } });

/** Read only while See Sent Invites is open. */
export const useCampaignInviteCode = (slug: string, enabled: boolean) =>
  useQuery(campaignInviteCodeKey(slug), (api) => getCampaignInviteCode(api, slug), { enabled });
