import { useMutation } from '@advocate/api-client';
import type { ApiClient, FeaturedCampaignUpdate } from '@advocate/api-client';
import { featureWriteKeys } from './get-featured-campaigns.ts';

/** PATCH featured-campaigns/{id}/: a current or upcoming feature's times (spec 01 §7). */
export const updateFeaturedCampaign = (api: ApiClient, id: number, body: FeaturedCampaignUpdate) =>
  api.PATCH('/api/v1/featured-campaigns/{id}/', { params: { path: { id: String(id) } }, body });

/** The features and the channels are read again. */
export const useUpdateFeaturedCampaign = (slug: string) =>
  useMutation((api, id: number, body: FeaturedCampaignUpdate) => updateFeaturedCampaign(api, id, body), {
    invalidate: featureWriteKeys(slug),
  });
