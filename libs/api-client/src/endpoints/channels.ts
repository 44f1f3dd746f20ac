import type { ApiClient } from '../request.ts';
import type { AnswerOf, BodyOf } from '../types.ts';

/** GET channels/?campaign= (spec 01 §2 Campaign channels page, §3 broadcaster stats). */
export type ChannelsAnswer = AnswerOf<'campaignChannels'>;
/** One channel of the page: username, platforms, status, live and featured flags. */
export type Channel = ChannelsAnswer['channels'][number];
/** The broadcaster stats of one range (spec 01 §3). */
export type BroadcasterStats = NonNullable<ChannelsAnswer['stats']['all']>[string];
/** Range keys of the broadcaster stats (spec 01 §3, §9). */
export type ChannelRange = '07' | '30' | '60' | '90' | 'all';

/** SWR key (path) of a campaign's channels: every range, or one range's stats (with 30, the 60-day totals of its trend; decisions 626, 631). */
export const campaignChannelsPath = (slug: string, range?: ChannelRange) =>
  `channels/?campaign=${encodeURIComponent(slug)}${range ? `&range=${range}` : ''}`;
export const campaignChannels = (api: ApiClient, slug: string, range?: ChannelRange) =>
  api.get<ChannelsAnswer>(campaignChannelsPath(slug, range));
/** Whether an SWR key is one of the campaign's channels reads (any range), to read them all again after a change. */
export const isCampaignChannelsKey = (slug: string) => (key: unknown) =>
  typeof key === 'string' && (key === campaignChannelsPath(slug) || key.startsWith(`${campaignChannelsPath(slug)}&`));

/** A featured campaign (spec 01 §3 FeaturedCampaign). */
export type FeaturedCampaign = AnswerOf<'listFeaturedCampaigns'>[number];
export type FeaturedCampaignCreate = BodyOf<'createFeaturedCampaign'>;
export type FeaturedCampaignUpdate = BodyOf<'updateFeaturedCampaign'>;

/** SWR key (path) of a campaign's features. */
export const featuredCampaignsPath = (slug: string) => `featured-campaigns/?campaign=${encodeURIComponent(slug)}`;
export const listFeaturedCampaigns = (api: ApiClient, slug: string) => api.get<FeaturedCampaign[]>(featuredCampaignsPath(slug));
export const createFeaturedCampaign = (api: ApiClient, body: FeaturedCampaignCreate) =>
  api.post<FeaturedCampaign>('featured-campaigns/', body);
export const updateFeaturedCampaign = (api: ApiClient, id: number, body: FeaturedCampaignUpdate) =>
  api.patch<FeaturedCampaign>(`featured-campaigns/${id}/`, body);
export const deleteFeaturedCampaign = (api: ApiClient, id: number) => api.delete<unknown>(`featured-campaigns/${id}/`);
