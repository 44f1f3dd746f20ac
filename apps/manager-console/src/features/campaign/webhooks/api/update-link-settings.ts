import { useMutation } from '@advocate/api-client';
import type { ApiClient, BodyOf, CampaignLinkSettings } from '@advocate/api-client';
import { campaignLinkSettingsKey } from './get-link-settings.ts';

export type LinkSettingsUpdate = BodyOf<'updateCampaignLinkSettings'>;

/** PUT campaign-link-settings/{slug}/: the campaign's UTM parameters (decision 523). */
export const updateCampaignLinkSettings = (api: ApiClient, slug: string, body: LinkSettingsUpdate) =>
  api.PUT('/api/v1/campaign-link-settings/{slug}/', { params: { path: { slug } }, body });

/** The answer replaces the cached settings, without a read. */
export const useUpdateCampaignLinkSettings = (slug: string) =>
  useMutation((api, body: LinkSettingsUpdate) => updateCampaignLinkSettings(api, slug, body), {
    invalidate: [
      { key: campaignLinkSettingsKey(slug), update: (_current: CampaignLinkSettings | undefined, saved: CampaignLinkSettings) => saved },
    ],
  });
