import { broadcasterActionsPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** The SWR key of a campaign's broadcaster actions. */
export const campaignActionsKey = (slug: string) => broadcasterActionsPath({ campaign: slug });

/** GET broadcaster-actions/?campaign= (editors only, spec 01 §6). */
export const getCampaignActions = (api: ApiClient, slug: string) =>
  api.GET('/api/v1/broadcaster-actions/', { params: { query: { campaign: slug } } });

export const useCampaignActions = (slug: string) => useQuery(campaignActionsKey(slug), (api) => getCampaignActions(api, slug));
