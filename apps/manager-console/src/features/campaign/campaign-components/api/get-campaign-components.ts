import { campaignComponentsPath, campaignEventsPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
import { campaignLabelsKey } from './get-campaign-labels.ts';

/** The SWR key of a campaign's components. */
export const campaignComponentsKey = (slug: string) => campaignComponentsPath(slug);

/** What a component or group change reads again: the components, the groups and the campaign's activity. */
export const componentWriteKeys = (slug: string) => [campaignComponentsKey(slug), campaignLabelsKey(slug), campaignEventsPath(slug)];

/** GET components/?campaign=: every component of the campaign that is not deleted (ended ones included). */
export const getCampaignComponents = (api: ApiClient, slug: string) =>
  api.GET('/api/v1/components/', { params: { query: { campaign: slug } } });

export const useCampaignComponents = (slug: string) => useQuery(campaignComponentsKey(slug), (api) => getCampaignComponents(api, slug));
