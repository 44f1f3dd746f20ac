import { campaignChannelsPath, useQuery } from '@advocate/api-client';
import type { ApiClient, ChannelRange } from '@advocate/api-client';

/** Every range the channels are read with (ChannelRange). */
const CHANNEL_RANGES: readonly ChannelRange[] = ['07', '30', '60', '90', 'all'];

/** The SWR key of a campaign's channels with one range's stats. */
export const campaignChannelsKey = (slug: string, range?: ChannelRange) => campaignChannelsPath(slug, range);

/** Every SWR key of the campaign's channels reads (each range, and every range at once), to read them all again after a change. */
export const allCampaignChannelsKeys = (slug: string) => [
  campaignChannelsKey(slug),
  ...CHANNEL_RANGES.map((range) => campaignChannelsKey(slug, range)),
];

/** GET channels/?campaign=&range=: the channels and the stats of the chosen range (decision 626). */
export const getCampaignChannels = (api: ApiClient, slug: string, range: ChannelRange) =>
  api.GET('/api/v1/channels/', { params: { query: { campaign: slug, range } } });

/** While another range loads, the previous answer stays on screen. */
export const useChannels = (slug: string, range: ChannelRange) =>
  useQuery(campaignChannelsKey(slug, range), (api) => getCampaignChannels(api, slug, range), { keepPreviousData: true });
