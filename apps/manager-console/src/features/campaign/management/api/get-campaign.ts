import { campaignPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** The SWR key of the campaign's detail. */
export const campaignKey = (slug: string) => campaignPath(slug);

/** GET campaigns/{slug}/: the campaign's settings, squads and dates. */
export const getCampaign = (api: ApiClient, slug: string) => api.GET('/api/v1/campaigns/{slug}/', { params: { path: { slug } } });

export const useCampaignDetail = (slug: string) => useQuery(campaignKey(slug), (api) => getCampaign(api, slug));
