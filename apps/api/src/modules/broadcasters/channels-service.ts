import { utcDayKey, utcToday } from '@advocate/metrics-math';
import type { Db } from '../../db/db.ts';
import {
  CHANNEL_RANGES,
  RANGE_AT,
  campaignChannels,
  componentNames,
  type ChannelRange,
  type RangeDays,
} from './repositories/channels-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { verifiedConversionsByRange, type VerifiedRow } from '../links/index.ts';
import { requireManager, visibleCampaign } from '../shared/index.ts';
import { buildBroadcasterStats, type BroadcasterStats } from './channels/broadcaster-stats.ts';
import { channelFigures } from './channels/channel-figures.ts';
import { trendTotals, type TrendTotals } from './channels/trend-totals.ts';

export interface ChannelAnswer {
  username: string;
  profile_image: string | null;
  platforms: Array<'twitch' | 'youtube'>;
  status: string;
  is_live: boolean;
  featured: boolean;
}

/** A channel's stats of one range, its conversions split into verified and unverified (decision 710). */
export type ChannelStats = BroadcasterStats & { verified_conversions: number; unverified_conversions: number };

export interface ChannelsAnswer {
  channels: ChannelAnswer[];
  stats: Partial<Record<ChannelRange, Record<string, ChannelStats>>>;
  /** With range 30 only: the 60-day totals its trend compares with (decision 631). */
  totals_60?: Record<string, TrendTotals>;
}

/** The ranges an answer's stats hold: all, or the asked one (decisions 626, 631). */
export const rangesFor = (range: ChannelRange | undefined): readonly ChannelRange[] => (range === undefined ? CHANNEL_RANGES : [range]);

/**
 * The days the ranges cover: each ends today (UTC), or on the campaign's last day once it has
 * ended, as the overview charts do (decision 562); all time starts on the campaign's first day.
 */
export function rangeDays(campaign: { start_date: Date; end_date: Date | null }, now: Date): RangeDays {
  const today = utcToday(now);
  const until = campaign.end_date && utcDayKey(campaign.end_date) < today ? utcDayKey(campaign.end_date) : today;
  return { until, first: utcDayKey(campaign.start_date) };
}

/**
 * GET channels/?campaign= (spec 01 §2 Campaign channels page, §3, §7): the campaign's channels and
 * their stats keyed by range (07, 30, 60, 90, all; or only that of `range`, decision 626) then
 * username; with range 30, the 60-day totals its trend compares with (decision 631). Managers in
 * scope; the closed days come from their snapshot and the last day from four grouped rollup reads
 * (decision 621).
 */
export async function channelsOf(db: Db, user: UserRow, slug: string, now: Date, range?: ChannelRange): Promise<ChannelsAnswer> {
  requireManager(user);
  const campaign = await visibleCampaign(db, user, slug);
  const days = rangeDays(campaign, now);
  const [channels, names] = await Promise.all([campaignChannels(db, campaign.id, now), componentNames(db, campaign.id)]);
  const [figures, verified] = await Promise.all([
    channelFigures(
      db,
      campaign.id,
      days,
      channels.map((c) => c.id),
    ),
    verifiedConversionsByRange(db, campaign.id, days.until),
  ]);

  const stats = withVerified(buildBroadcasterStats(figures, channels, names, rangesFor(range)), channels, verified);

  return {
    channels: channels.map(({ id: _id, ...channel }) => ({ ...channel, platforms: channel.platforms ?? [] })),
    stats,
    ...(range === '30' ? { totals_60: trendTotals(figures, channels) } : {}),
  };
}

/**
 * Each channel's conversions of each range split into verified and unverified (decision 710), the
 * same broadcaster and days as its conversions. New objects: the built stats may be shared by reads.
 */
function withVerified(
  stats: Partial<Record<ChannelRange, Record<string, BroadcasterStats>>>,
  channels: ReadonlyArray<{ id: number; username: string }>,
  verified: VerifiedRow[],
): Partial<Record<ChannelRange, Record<string, ChannelStats>>> {
  const byId = new Map(verified.filter((row) => row.broadcaster_id !== null).map((row) => [row.broadcaster_id, row.verified]));
  const out: Partial<Record<ChannelRange, Record<string, ChannelStats>>> = {};
  for (const [r, ofRange] of Object.entries(stats) as Array<[ChannelRange, Record<string, BroadcasterStats>]>) {
    const split: Record<string, ChannelStats> = (out[r] = {});
    for (const { id, username } of channels) {
      const s = ofRange[username];
      if (!s) continue;
      const v = Math.min(s.conversions, byId.get(id)?.[RANGE_AT[r]] ?? 0);
      split[username] = { ...s, verified_conversions: v, unverified_conversions: s.conversions - v };
    }
  }
  return out;
}

/** The ranges a channel's figures come in (7, 30, 60, 90 days and all time). */
export { CHANNEL_RANGES } from './repositories/channels-repository.ts';
