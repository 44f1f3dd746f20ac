import { campaignLabelsPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** The SWR key of a campaign's groups (labels). */
export const campaignLabelsKey = (slug: string) => campaignLabelsPath(slug);

/** GET labels/?campaign=: the campaign's groups. */
export const getCampaignLabels = (api: ApiClient, slug: string) => api.GET('/api/v1/labels/', { params: { query: { campaign: slug } } });

export const useComponentsLabels = (slug: string) => useQuery(campaignLabelsKey(slug), (api) => getCampaignLabels(api, slug));
