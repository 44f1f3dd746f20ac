import type { ApiClient } from '../request.ts';
import type { AnswerOf } from '../types.ts';

/** One entry of the latest-activity feed (spec 01 §3 CampaignEvent). */
export type CampaignEvent = AnswerOf<'listCampaignEvents'>[number];

/** Spec 01 §2, §9: the feed loads 100 events. */
export const CAMPAIGN_EVENTS_LIMIT = 100;

/** SWR key (path) of a campaign's events (limit 100, offset 0 unless given). */
export const campaignEventsPath = (slug: string, limit = CAMPAIGN_EVENTS_LIMIT, offset = 0) =>
  `campaign-events/?campaign=${encodeURIComponent(slug)}&limit=${limit}&offset=${offset}`;

export const listCampaignEvents = (api: ApiClient, slug: string, limit = CAMPAIGN_EVENTS_LIMIT, offset = 0) =>
  api.get<CampaignEvent[]>(campaignEventsPath(slug, limit, offset));
