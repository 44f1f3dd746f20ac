import { campaignLinkSettingsPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** The SWR key of a campaign's UTM settings. */
export const campaignLinkSettingsKey = (slug: string) => campaignLinkSettingsPath(slug);

/** GET campaign-link-settings/{slug}/: the campaign's UTM parameters for its tracked links (decision 523). */
export const getCampaignLinkSettings = (api: ApiClient, slug: string) =>
  api.GET('/api/v1/campaign-link-settings/{slug}/', { params: { path: { slug } } });

export const useCampaignLinkSettings = (slug: string) =>
  useQuery(campaignLinkSettingsKey(slug), (api) => getCampaignLinkSettings(api, slug));
