import { campaignStatusesPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** The SWR key of the campaign's broadcaster statuses. */
export const campaignStatusesKey = (slug: string) => campaignStatusesPath(slug);

/** GET campaigns/{slug}/get_statuses/: every broadcaster of the campaign with their status. */
export const getCampaignStatuses = (api: ApiClient, slug: string) =>
  api.GET('/api/v1/campaigns/{slug}/get_statuses/', { params: { path: { slug } } });

/** The statuses, read only when a toolbar modal needs the Active broadcasters. */
export const useCampaignStatuses = (slug: string, enabled: boolean) =>
  useQuery(campaignStatusesKey(slug), (api) => getCampaignStatuses(api, slug), { enabled });
