import { useMutation } from '@advocate/api-client';
import type { ApiClient, FeaturedCampaignCreate } from '@advocate/api-client';
import { featureWriteKeys } from './get-featured-campaigns.ts';

/** POST featured-campaigns/: features a broadcaster on this campaign (spec 01 §7). */
export const createFeaturedCampaign = (api: ApiClient, slug: string, body: Omit<FeaturedCampaignCreate, 'campaign'>) =>
  api.POST('/api/v1/featured-campaigns/', { body: { ...body, campaign: slug } });

/** Feature This Campaign; the features and the channels are read again. */
export const useCreateFeaturedCampaign = (slug: string) =>
  useMutation((api, body: Omit<FeaturedCampaignCreate, 'campaign'>) => createFeaturedCampaign(api, slug, body), {
    invalidate: featureWriteKeys(slug),
  });
