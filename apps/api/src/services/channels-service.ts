import { utcDayKey, utcToday } from '@advocate/metrics-math';
import type { Db } from '../db/db.ts';
import { CHANNEL_RANGES, campaignChannels, componentNames, type ChannelRange, type RangeDays } from '../repositories/channels-repository.ts';
import type { UserRow } from '../repositories/users-repository.ts';
import { requireManager, visibleCampaign } from './access.ts';
import { channelFigures } from './channels/channel-figures.ts';

/** Keys of `clicks_by_type` (spec 01 §3). */
type ClickKey =
  | 'banner_graphic_clicks'
  | 'twitch_chatbot_clicks'
  | 'twitch_command_clicks'
  | 'twitter_clicks'
  | 'live_graphic_clicks'
  | 'custom_link_clicks';

/**
 * Which click type a component type's clicks count as. Types the spec's six do not name are shown
 * on stream (overlay widgets, popups, watch parties, fullscreen videos), so they count as live
 * graphic visits; visits then add up to the campaign's clicks (decision 561).
 */
export const CLICK_KEY_OF_TYPE: Readonly<Record<string, ClickKey>> = {
  'live-graphics': 'live_graphic_clicks',
  'banner-graphics': 'banner_graphic_clicks',
  'twitch-chat-bot': 'twitch_chatbot_clicks',
  'twitch-chat-bot-command': 'twitch_command_clicks',
  'suggested-tweet': 'twitter_clicks',
  'suggested-retweet': 'twitter_clicks',
  'custom-link': 'custom_link_clicks',
};

/** At most this many countries and games per broadcaster and range (the page shows top 5 of each). */
export const MAX_ROWS = 10;

export interface PlatformViewership {
  viewable_minutes: number;
  broadcasts: number;
  average_viewers: number;
  peak_viewers: number;
}

/** The broadcaster stats of one range (spec 01 §3), plus live-graphic impressions by key (decision 560). */
export interface BroadcasterStats {
  clicks_by_type: Record<ClickKey, number>;
  twitch_viewership: PlatformViewership;
  youtube_viewership: PlatformViewership;
  conversions: number;
  clicks_by_country: Array<{ country: string; clicks: number }>;
  twitch_stream_time_by_game: Array<{ game: string; hours: number }>;
  youtube_stream_time_by_game: Array<{ game: string; hours: number }>;
  fullscreen_video: { plays: number; impressions: number };
  impressions: number;
  live_graphic_impressions: Array<{ key: string; component_id: number; impressions: number }>;
}

export interface ChannelAnswer {
  username: string;
  profile_image: string | null;
  platforms: Array<'twitch' | 'youtube'>;
  status: string;
  is_live: boolean;
  featured: boolean;
}

export interface ChannelsAnswer {
  channels: ChannelAnswer[];
  stats: Partial<Record<ChannelRange, Record<string, BroadcasterStats>>>;
}

/** The ranges an answer holds: all, or the asked one and, for 30 days, the 60 its trend compares with (decision 626). */
export const rangesFor = (range: ChannelRange | undefined): readonly ChannelRange[] =>
  range === undefined ? CHANNEL_RANGES : range === '30' ? ['30', '60'] : [range];

const emptyViewership = (): PlatformViewership => ({ viewable_minutes: 0, broadcasts: 0, average_viewers: 0, peak_viewers: 0 });

function emptyStats(): BroadcasterStats {
  return {
    clicks_by_type: {
      banner_graphic_clicks: 0,
      twitch_chatbot_clicks: 0,
      twitch_command_clicks: 0,
      twitter_clicks: 0,
      live_graphic_clicks: 0,
      custom_link_clicks: 0,
    },
    twitch_viewership: emptyViewership(),
    youtube_viewership: emptyViewership(),
    conversions: 0,
    clicks_by_country: [],
    twitch_stream_time_by_game: [],
    youtube_stream_time_by_game: [],
    fullscreen_video: { plays: 0, impressions: 0 },
    impressions: 0,
    live_graphic_impressions: [],
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const topBy = <T>(rows: T[], value: (row: T) => number, tie: (row: T) => string) =>
  [...rows].sort((a, b) => value(b) - value(a) || (tie(a) < tie(b) ? -1 : 1)).slice(0, MAX_ROWS);

/**
 * Countries by clicks, at most MAX_ROWS: the rest (and unknown countries) joined as 'Other', so the
 * shares the page computes still add up to all clicks.
 */
function countriesWithOther(rows: Array<{ country: string; clicks: number }>): Array<{ country: string; clicks: number }> {
  const named = rows.filter((c) => c.country !== '' && c.country !== 'Other');
  let other = rows.reduce((sum, c) => sum + c.clicks, 0) - named.reduce((sum, c) => sum + c.clicks, 0);
  const sorted = topBy(named, (c) => c.clicks, (c) => c.country);
  const kept = named.length > MAX_ROWS - 1 ? sorted.slice(0, MAX_ROWS - 1) : sorted;
  other += named.reduce((sum, c) => sum + c.clicks, 0) - kept.reduce((sum, c) => sum + c.clicks, 0);
  return other > 0 ? [...kept, { country: 'Other', clicks: other }] : kept;
}

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
 * their stats keyed by range (07, 30, 60, 90, all; or only those of `range`, decision 626) then
 * username. Managers in scope; the closed days come from their snapshot and the last day from four
 * grouped rollup reads (decision 621).
 */
export async function channelsOf(db: Db, user: UserRow, slug: string, now: Date, range?: ChannelRange): Promise<ChannelsAnswer> {
  requireManager(user);
  const campaign = await visibleCampaign(db, user, slug);
  const days = rangeDays(campaign, now);
  const [channels, names] = await Promise.all([campaignChannels(db, campaign.id, now), componentNames(db, campaign.id)]);
  const { components, countries, viewership, games } = await channelFigures(db, campaign.id, days, channels.map((c) => c.id));

  const usernames = new Map(channels.map((c) => [c.id, c.username]));
  const ranges = rangesFor(range);
  const stats = Object.fromEntries(
    ranges.map((r) => [r, Object.fromEntries(channels.map((c) => [c.username, emptyStats()]))]),
  ) as Record<ChannelRange, Record<string, BroadcasterStats>>;
  const statsOf = (r: ChannelRange, broadcasterId: number) => {
    const username = usernames.get(broadcasterId);
    return username === undefined ? undefined : stats[r][username];
  };

  for (const row of components) {
    const key = CLICK_KEY_OF_TYPE[row.component_type] ?? 'live_graphic_clicks';
    for (const r of ranges) {
      const s = statsOf(r, row.broadcaster_id);
      if (!s) continue;
      s.clicks_by_type[key] += row.clicks[r];
      s.conversions += row.conversions[r];
      s.impressions += row.impressions[r];
      s.fullscreen_video.plays += row.video_plays[r];
      s.fullscreen_video.impressions += row.video_impressions[r];
      if (row.component_type === 'live-graphics' && row.impressions[r] > 0) {
        s.live_graphic_impressions.push({ key: names.get(row.component_id) ?? '', component_id: row.component_id, impressions: row.impressions[r] });
      }
    }
  }
  for (const row of countries) {
    for (const r of ranges) {
      const s = statsOf(r, row.broadcaster_id);
      if (s && row.clicks[r] > 0) s.clicks_by_country.push({ country: row.country, clicks: row.clicks[r] });
    }
  }
  for (const row of viewership) {
    for (const r of ranges) {
      const s = statsOf(r, row.broadcaster_id);
      if (!s) continue;
      const samples = row.samples[r];
      s[row.platform === 'twitch' ? 'twitch_viewership' : 'youtube_viewership'] = {
        viewable_minutes: round2(row.viewable_minutes[r]),
        broadcasts: row.broadcasts[r],
        average_viewers: samples > 0 ? Math.round(row.viewer_sum[r] / samples) : 0,
        peak_viewers: row.peak_viewers[r],
      };
    }
  }
  for (const row of games) {
    for (const r of ranges) {
      const s = statsOf(r, row.broadcaster_id);
      if (s && row.minutes[r] > 0) {
        s[row.platform === 'twitch' ? 'twitch_stream_time_by_game' : 'youtube_stream_time_by_game'].push({ game: row.game, hours: round2(row.minutes[r] / 60) });
      }
    }
  }
  for (const r of ranges) {
    for (const s of Object.values(stats[r])) {
      s.clicks_by_country = countriesWithOther(s.clicks_by_country);
      s.twitch_stream_time_by_game = topBy(s.twitch_stream_time_by_game, (g) => g.hours, (g) => g.game);
      s.youtube_stream_time_by_game = topBy(s.youtube_stream_time_by_game, (g) => g.hours, (g) => g.game);
      s.live_graphic_impressions.sort((a, b) => b.impressions - a.impressions || a.component_id - b.component_id);
    }
  }

  return {
    channels: channels.map(({ id: _id, ...channel }) => ({ ...channel, platforms: channel.platforms ?? [] })),
    stats,
  };
}
