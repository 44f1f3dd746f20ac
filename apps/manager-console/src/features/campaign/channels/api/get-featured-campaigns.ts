import { featuredCampaignsPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
import { allCampaignChannelsKeys } from './get-channels.ts';

/** The SWR key of a campaign's features. */
export const featuredCampaignsKey = (slug: string) => featuredCampaignsPath(slug);

/** What a feature change reads again: the features and every channels read (their featured flags). */
export const featureWriteKeys = (slug: string) => [featuredCampaignsKey(slug), ...allCampaignChannelsKeys(slug)];

/** GET featured-campaigns/?campaign=: the campaign's features (spec 01 §7). */
export const getFeaturedCampaigns = (api: ApiClient, slug: string) =>
  api.GET('/api/v1/featured-campaigns/', { params: { query: { campaign: slug } } });

/** Read while a modal needs them. */
export const useFeatures = (slug: string, enabled: boolean) =>
  useQuery(featuredCampaignsKey(slug), (api) => getFeaturedCampaigns(api, slug), { enabled });
