import { campaignLabelsPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** The SWR key of the campaign's groups. */
export const campaignLabelsKey = campaignLabelsPath;

/** GET labels/?campaign=: the campaign's groups (spec 01 §7). */
export const getCampaignLabels = (api: ApiClient, slug: string) => api.GET('/api/v1/labels/', { params: { query: { campaign: slug } } });

export const useCampaignLabels = (slug: string) => useQuery(campaignLabelsKey(slug), (api) => getCampaignLabels(api, slug));
