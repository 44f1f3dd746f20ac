import { campaignPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** GET campaigns/{slug}/?include_metrics=true (spec 01 §7 detail read): the campaign with its overview figures. */
export const getCampaignDetail = (api: ApiClient, slug: string) =>
  api.GET('/api/v1/campaigns/{slug}/', { params: { path: { slug }, query: { include_metrics: 'true' } } });

export const useCampaignDetail = (slug: string) => useQuery(campaignPath(slug, true), (api) => getCampaignDetail(api, slug));
