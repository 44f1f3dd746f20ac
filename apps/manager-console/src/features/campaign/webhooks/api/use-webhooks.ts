import { campaignLinkSettingsPath, campaignWebhooksPath, useResource } from '@advocate/api-client';
import type { CampaignLinkSettings, Webhook } from '@advocate/api-client';

/** Delivery statuses change in the background: the list refreshes while it is open. */
const REFRESH_MS = 5_000;

export const useCampaignWebhooks = (slug: string) => useResource<Webhook[]>(campaignWebhooksPath(slug), { refreshInterval: REFRESH_MS });

export const useCampaignLinkSettings = (slug: string) => useResource<CampaignLinkSettings>(campaignLinkSettingsPath(slug));
