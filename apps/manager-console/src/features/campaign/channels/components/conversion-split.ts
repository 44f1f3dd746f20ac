import { formatCount } from '@advocate/metrics-math';
import { channelsTexts } from '../channels-texts.ts';
import type { ChannelRow } from '../lib/channel-list.ts';

/**
 * A channel's conversions of the range split into verified (a signed call or a shop's order
 * webhook) and unverified ones, as the API counts them for the same broadcaster and days (decision 710).
 */
export function conversionSplit(row: Pick<ChannelRow, 'stats'>): string {
  return channelsTexts.conversionSplit(
    formatCount(row.stats?.verified_conversions ?? 0),
    formatCount(row.stats?.unverified_conversions ?? 0),
  );
}
