import {
  campaignEventsPath,
  campaignLabelsPath,
  campaignPath,
  clicksByDayPath,
  useResource,
  viewershipByDayPath,
} from '@advocate/api-client';
import type { CampaignDetail, CampaignEvent, ClicksDay, Label, SeriesRange, ViewershipDay } from '@advocate/api-client';

/** GET campaigns/{slug}/?include_metrics=true (spec 01 §7 detail read). */
export const useCampaignDetail = (slug: string) => useResource<CampaignDetail>(campaignPath(slug, true));

/** The latest-activity feed: 100 events (spec 01 §2, §9). */
export const useCampaignEvents = (slug: string) => useResource<CampaignEvent[]>(campaignEventsPath(slug));

/** The campaign's groups (labels by campaign, spec 01 §7). */
export const useCampaignLabels = (slug: string) => useResource<Label[]>(campaignLabelsPath(slug));

/** One chart's series for the range; only the chart on show is read. */
export const useClicksByDay = (slug: string, days: SeriesRange, enabled: boolean) =>
  useResource<ClicksDay[]>(clicksByDayPath(slug, days), { enabled });
export const useViewershipByDay = (slug: string, days: SeriesRange, enabled: boolean) =>
  useResource<ViewershipDay[]>(viewershipByDayPath(slug, days), { enabled });
