import { isActiveOnChannelsPage } from './broadcaster-status.ts';

/** Status badge of a channel card (spec 01 §2 channels). */
export type ChannelBadge = 'Inactive' | 'LIVE' | 'FEATURED';

/**
 * 'Inactive' unless the status is Active or Campaign Ended; otherwise 'LIVE' when live, else
 * 'FEATURED' when featured, else no badge (spec 01 §4). LIVE wins over FEATURED because only one
 * badge shows. See docs/decisions/128.
 * @example channelBadge('Active', true, true) // 'LIVE'
 */
export function channelBadge(status: string | null | undefined, isLive: boolean, isFeatured: boolean): ChannelBadge | null {
  if (!isActiveOnChannelsPage(status)) return 'Inactive';
  if (isLive) return 'LIVE';
  return isFeatured ? 'FEATURED' : null;
}
