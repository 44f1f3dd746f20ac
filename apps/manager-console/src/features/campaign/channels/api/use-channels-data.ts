import { campaignChannelsPath, campaignLabelsPath, featuredCampaignsPath, useResource } from '@advocate/api-client';
import type { ChannelRange, ChannelsAnswer, FeaturedCampaign, Label } from '@advocate/api-client';

/**
 * GET channels/?campaign=&range=: the channels and the stats of the chosen range (decision 626). While
 * another range loads, the previous answer stays on screen.
 */
export const useChannels = (slug: string, range: ChannelRange) =>
  useResource<ChannelsAnswer>(campaignChannelsPath(slug, range), { keepPreviousData: true });

/** The campaign's groups (labels by campaign, spec 01 §7). */
export const useChannelLabels = (slug: string) => useResource<Label[]>(campaignLabelsPath(slug));

/** The campaign's features (featuredCampaigns by campaign, spec 01 §7), read while a modal needs them. */
export const useFeatures = (slug: string, enabled: boolean) => useResource<FeaturedCampaign[]>(featuredCampaignsPath(slug), { enabled });
