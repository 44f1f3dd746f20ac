import { campaignStatusesPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** GET campaigns/{slug}/get_statuses/: every broadcaster's status on the campaign. */
export const getCampaignStatuses = (api: ApiClient, slug: string) =>
  api.GET('/api/v1/campaigns/{slug}/get_statuses/', { params: { path: { slug } } });

export const useCampaignStatuses = (slug: string) => useQuery(campaignStatusesPath(slug), (api) => getCampaignStatuses(api, slug));
