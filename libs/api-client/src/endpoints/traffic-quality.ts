import type { AnswerOf } from '../types.ts';

/** GET traffic-quality/?campaign= (issue 30 part 2): shares per channel and the anomaly flags with their history. */
export type TrafficQuality = AnswerOf<'readTrafficQuality'>;
export type TrafficShares = TrafficQuality['totals'];
export type ChannelTrafficShares = TrafficQuality['channels'][number];
export type TrafficFlag = TrafficQuality['flags'][number];

/** SWR key (path) of a campaign's traffic quality. */
export const trafficQualityPath = (campaign: string) => `traffic-quality/?campaign=${encodeURIComponent(campaign)}`;
