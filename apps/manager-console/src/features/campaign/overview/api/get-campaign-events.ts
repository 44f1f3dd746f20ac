import { CAMPAIGN_EVENTS_LIMIT, campaignEventsPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** The SWR key of the latest-activity feed. */
export const campaignEventsKey = (slug: string) => campaignEventsPath(slug);

/** GET campaign-events/: the latest-activity feed, 100 events (spec 01 §2, §9). */
export const getCampaignEvents = (api: ApiClient, slug: string) =>
  api.GET('/api/v1/campaign-events/', { params: { query: { campaign: slug, limit: String(CAMPAIGN_EVENTS_LIMIT), offset: '0' } } });

export const useCampaignEvents = (slug: string) => useQuery(campaignEventsKey(slug), (api) => getCampaignEvents(api, slug));
