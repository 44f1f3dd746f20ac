import { useMutation } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
import { featureWriteKeys } from './get-featured-campaigns.ts';

/** DELETE featured-campaigns/{id}/ (spec 01 §7). */
export const deleteFeaturedCampaign = (api: ApiClient, id: number) =>
  api.DELETE('/api/v1/featured-campaigns/{id}/', { params: { path: { id: String(id) } } });

/** The features and the channels are read again. */
export const useDeleteFeaturedCampaign = (slug: string) =>
  useMutation((api, id: number) => deleteFeaturedCampaign(api, id), { invalidate: featureWriteKeys(slug) });
