import { campaignWebhooksPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** Delivery statuses change in the background: the list refreshes while it is open. */
const REFRESH_MS = 5_000;

/** The SWR key of a campaign's webhooks. */
export const campaignWebhooksKey = (slug: string) => campaignWebhooksPath(slug);

/** GET webhooks/?campaign=: the campaign's webhooks with their latest deliveries (decision 524). */
export const getCampaignWebhooks = (api: ApiClient, slug: string) =>
  api.GET('/api/v1/webhooks/', { params: { query: { campaign: slug } } });

export const useCampaignWebhooks = (slug: string) =>
  useQuery(campaignWebhooksKey(slug), (api) => getCampaignWebhooks(api, slug), { refreshInterval: REFRESH_MS });
