import type { ApiClient } from '../request.ts';
import type { AnswerOf, BodyOf } from '../types.ts';

/** GET channels/?campaign= (spec 01 §2 Campaign channels page, §3 broadcaster stats). */
export type ChannelsAnswer = AnswerOf<'campaignChannels'>;
/** One channel of the page: username, platforms, status, live and featured flags. */
export type Channel = ChannelsAnswer['channels'][number];
/** The broadcaster stats of one range (spec 01 §3). */
export type BroadcasterStats = ChannelsAnswer['stats']['all'][string];
/** Range keys of the broadcaster stats (spec 01 §3, §9). */
export type ChannelRange = '07' | '30' | '60' | '90' | 'all';

/** SWR key (path) of a campaign's channels. */
export const campaignChannelsPath = (slug: string) => `channels/?campaign=${encodeURIComponent(slug)}`;
export const campaignChannels = (api: ApiClient, slug: string) => api.get<ChannelsAnswer>(campaignChannelsPath(slug));

/** A featured campaign (spec 01 §3 FeaturedCampaign). */
export type FeaturedCampaign = AnswerOf<'listFeaturedCampaigns'>[number];
export type FeaturedCampaignCreate = BodyOf<'createFeaturedCampaign'>;
export type FeaturedCampaignUpdate = BodyOf<'updateFeaturedCampaign'>;

/** SWR key (path) of a campaign's features. */
export const featuredCampaignsPath = (slug: string) => `featured-campaigns/?campaign=${encodeURIComponent(slug)}`;
export const listFeaturedCampaigns = (api: ApiClient, slug: string) => api.get<FeaturedCampaign[]>(featuredCampaignsPath(slug));
export const createFeaturedCampaign = (api: ApiClient, body: FeaturedCampaignCreate) => api.post<FeaturedCampaign>('featured-campaigns/', body);
export const updateFeaturedCampaign = (api: ApiClient, id: number, body: FeaturedCampaignUpdate) =>
  api.patch<FeaturedCampaign>(`featured-campaigns/${id}/`, body);
export const deleteFeaturedCampaign = (api: ApiClient, id: number) => api.delete<unknown>(`featured-campaigns/${id}/`);
