import { BROADCASTER_CAMPAIGNS_PATH, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

export const getBroadcasterCampaigns = (api: ApiClient) => api.GET('/api/v1/broadcaster-campaigns/');

/** The campaigns the broadcaster is on, as their page shows them (GET broadcaster-campaigns/, decision 354). */
export const useBroadcasterCampaigns = () => useQuery(BROADCASTER_CAMPAIGNS_PATH, getBroadcasterCampaigns);
