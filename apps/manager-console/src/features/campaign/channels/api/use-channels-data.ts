import { campaignChannelsPath, campaignLabelsPath, featuredCampaignsPath, useResource } from '@advocate/api-client';
import type { ChannelsAnswer, FeaturedCampaign, Label } from '@advocate/api-client';

/** GET channels/?campaign=: the channels and their stats of every range (one read; ranges switch locally). */
export const useChannels = (slug: string) => useResource<ChannelsAnswer>(campaignChannelsPath(slug));

/** The campaign's groups (labels by campaign, spec 01 §7). */
export const useChannelLabels = (slug: string) => useResource<Label[]>(campaignLabelsPath(slug));

/** The campaign's features (featuredCampaigns by campaign, spec 01 §7), read while a modal needs them. */
export const useFeatures = (slug: string, enabled: boolean) => useResource<FeaturedCampaign[]>(featuredCampaignsPath(slug), { enabled });
