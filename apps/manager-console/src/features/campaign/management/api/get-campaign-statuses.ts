import { campaignStatusesPath, useMutation, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** The SWR key of the campaign's broadcaster statuses. */
export const campaignStatusesKey = (slug: string) => campaignStatusesPath(slug);

/** GET campaigns/{slug}/get_statuses/: every broadcaster of the campaign with their status. */
export const getCampaignStatuses = (api: ApiClient, slug: string) =>
  api.GET('/api/v1/campaigns/{slug}/get_statuses/', { params: { path: { slug } } });

export const useCampaignStatuses = (slug: string) => useQuery(campaignStatusesKey(slug), (api) => getCampaignStatuses(api, slug));

/** Reads the statuses again, with no write of its own (spec 01 §4: some time after an invite). */
export const useReloadCampaignStatuses = (slug: string) =>
  useMutation(async () => undefined, { invalidate: [campaignStatusesKey(slug)] }).trigger;
