import { cvm } from './cvm.ts';
import { previousPeriod } from './previous-period.ts';
import { trend, type Trend } from './trend.ts';
import { CHANNEL_TREND_THRESHOLDS } from './trend-thresholds.ts';
import { minutes, type Minutes } from './units.ts';

/** Keys of `clicks_by_type` in the per-broadcaster stats (spec 01 §3). */
export const CLICK_TYPE_KEYS = [
  'live_graphic_clicks',
  'banner_graphic_clicks',
  'twitch_chatbot_clicks',
  'twitch_command_clicks',
  'twitter_clicks',
  'custom_link_clicks',
] as const;

/** One of {@link CLICK_TYPE_KEYS}. */
export type ClickTypeKey = (typeof CLICK_TYPE_KEYS)[number];

/**
 * Display names of the click types (spec 01 §9).
 * @example CLICK_TYPE_LABELS.live_graphic_clicks // 'Live Graphic Visit'
 */
export const CLICK_TYPE_LABELS: Readonly<Record<ClickTypeKey, string>> = {
  live_graphic_clicks: 'Live Graphic Visit',
  banner_graphic_clicks: 'Banner Graphic Clicks',
  twitch_chatbot_clicks: 'Chat Bot Clicks',
  twitch_command_clicks: 'Chat Bot Command Clicks',
  twitter_clicks: 'Twitter Clicks',
  custom_link_clicks: 'Custom Link Clicks',
};

/** Viewership block of the per-broadcaster stats, per platform (spec 01 §3). */
export interface PlatformViewership {
  viewable_minutes?: number | null;
  broadcasts?: number | null;
  average_viewers?: number | null;
  peak_viewers?: number | null;
}

/** The part of the per-broadcaster stats of one range (07, 30, 60, 90, all) that the cards add up. */
export interface ChannelStats {
  clicks_by_type?: Partial<Record<ClickTypeKey, number | null>> | null;
  twitch_viewership?: PlatformViewership | null;
  youtube_viewership?: PlatformViewership | null;
  conversions?: number | null;
}

/** Card figures of one channel for one range. */
export interface ChannelTotals {
  visits: number;
  conversions: number;
  twitchViewableMinutes: Minutes;
  youtubeViewableMinutes: Minutes;
  viewableMinutes: Minutes;
  cvm: number;
}

const num = (value: number | null | undefined): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Totals of a channel card: visits are all click types added up, viewable minutes are Twitch plus
 * YouTube, CVM is computed from those two (spec 01 §2 channels).
 * @example channelTotals(stats['30'][username]).visits
 */
export function channelTotals(stats: ChannelStats | null | undefined): ChannelTotals {
  const clicks = stats?.clicks_by_type ?? {};
  const visits = CLICK_TYPE_KEYS.reduce((sum, key) => sum + num(clicks[key]), 0);
  const twitch = num(stats?.twitch_viewership?.viewable_minutes);
  const youtube = num(stats?.youtube_viewership?.viewable_minutes);
  const viewable = minutes(twitch + youtube);
  return {
    visits,
    conversions: num(stats?.conversions),
    twitchViewableMinutes: minutes(twitch),
    youtubeViewableMinutes: minutes(youtube),
    viewableMinutes: viewable,
    cvm: cvm(visits, viewable),
  };
}

/** Trend arrows of a channel card on the 30-day range. */
export interface ChannelTrends {
  visits: Trend;
  conversions: Trend;
  viewableMinutes: Trend;
}

/** A channel's 60-day totals as the channels read sends them with the 30-day range (decision 631). */
export interface SixtyDayTotals {
  visits?: number | null;
  conversions?: number | null;
  viewable_minutes?: number | null;
}

/**
 * Trends of a channel card on the 30-day range: the last 30 days against the 30 days before,
 * those being the 60-day totals minus the 30-day ones, with the channel thresholds (spec 01 §2, §9).
 * @example channelTrendsOf(stats['30'][u], totals_60[u]).visits // 'up'
 */
export function channelTrendsOf(stats30: ChannelStats | null | undefined, totals60: SixtyDayTotals | null | undefined): ChannelTrends {
  const now = channelTotals(stats30);
  const current = { visits: now.visits, conversions: now.conversions, viewableMinutes: now.viewableMinutes as number };
  const previous = previousPeriod(
    { visits: num(totals60?.visits), conversions: num(totals60?.conversions), viewableMinutes: num(totals60?.viewable_minutes) },
    current,
  );
  return {
    visits: trend(current.visits, previous.visits, CHANNEL_TREND_THRESHOLDS.visits),
    conversions: trend(current.conversions, previous.conversions, CHANNEL_TREND_THRESHOLDS.conversions),
    viewableMinutes: trend(current.viewableMinutes, previous.viewableMinutes, CHANNEL_TREND_THRESHOLDS.viewableMinutes),
  };
}

/**
 * Trends of a channel card on the 30-day range from the full 60-day stats (the answer of every
 * range): the same as {@link channelTrendsOf} with those stats' totals.
 * @example channelTrends(stats['30'][u], stats['60'][u]).visits // 'up'
 */
export function channelTrends(stats30: ChannelStats | null | undefined, stats60: ChannelStats | null | undefined): ChannelTrends {
  const sixty = channelTotals(stats60);
  return channelTrendsOf(stats30, { visits: sixty.visits, conversions: sixty.conversions, viewable_minutes: sixty.viewableMinutes });
}
