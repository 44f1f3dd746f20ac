import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';
import { RANGE_AT, type ChannelRange, type CountryFigures, type GameFigures } from '../repositories/channels-repository.ts';
import type { BroadcasterFigures, ChannelFiguresRead } from './channel-figures.ts';

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
  [COMPONENT_TYPE.liveGraphics]: 'live_graphic_clicks',
  [COMPONENT_TYPE.bannerGraphics]: 'banner_graphic_clicks',
  [COMPONENT_TYPE.chatBot]: 'twitch_chatbot_clicks',
  [COMPONENT_TYPE.chatBotCommand]: 'twitch_command_clicks',
  [COMPONENT_TYPE.suggestedTweet]: 'twitter_clicks',
  [COMPONENT_TYPE.suggestedRetweet]: 'twitter_clicks',
  [COMPONENT_TYPE.customLink]: 'custom_link_clicks',
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

/** Rounded to hundredths, as the stats show minutes and hours (the trend totals round the same way). */
export const round2 = (value: number) => Math.round(value * 100) / 100;
const byName = (a: string, b: string) => (a < b ? -1 : 1);

/**
 * Countries by clicks in range `r`, at most MAX_ROWS: the rest (and unknown countries) joined as
 * 'Other', so the shares the page computes still add up to all clicks.
 */
function countriesWithOther(rows: readonly CountryFigures[], r: ChannelRange): Array<{ country: string; clicks: number }> {
  const at = RANGE_AT[r];
  let other = 0;
  const named: CountryFigures[] = [];
  for (const row of rows) {
    const clicks = row.clicks[at];
    if (clicks <= 0) continue;
    if (row.country === '' || row.country === 'Other') other += clicks;
    else named.push(row);
  }
  named.sort((a, b) => b.clicks[at] - a.clicks[at] || byName(a.country, b.country));
  const kept = named.slice(0, MAX_ROWS - 1).map((row) => ({ country: row.country, clicks: row.clicks[at] }));
  for (let i = MAX_ROWS - 1; i < named.length; i += 1) other += named[i].clicks[at];
  return other > 0 ? [...kept, { country: 'Other', clicks: other }] : kept;
}

/** The platform's games by hours in range `r` (hours rounded as shown, ties by name), at most MAX_ROWS. */
function topGames(rows: readonly GameFigures[], platform: 'twitch' | 'youtube', r: ChannelRange): Array<{ game: string; hours: number }> {
  const at = RANGE_AT[r];
  const games: Array<{ game: string; hours: number }> = [];
  for (const row of rows)
    if (row.platform === platform && row.minutes[at] > 0) games.push({ game: row.game, hours: round2(row.minutes[at] / 60) });
  return games.sort((a, b) => b.hours - a.hours || byName(a.game, b.game)).slice(0, MAX_ROWS);
}

/** Stats built from closed days alone, kept with the closed figures they came from, for the component names they used. */
const closedStats = new WeakMap<object, { names: string; byRange: Map<ChannelRange, Map<number, BroadcasterStats>> }>();

const namesKey = (names: ReadonlyMap<number, string>) => [...names].map(([id, name]) => `${id}\u0000${name}`).join('\u0001');

/** The stats kept for these closed figures and names, per range and broadcaster (a new store when the names changed). */
function keptStats(closed: object, names: ReadonlyMap<number, string>): Map<ChannelRange, Map<number, BroadcasterStats>> {
  const key = namesKey(names);
  let kept = closedStats.get(closed);
  if (!kept || kept.names !== key) closedStats.set(closed, (kept = { names: key, byRange: new Map() }));
  return kept.byRange;
}

/**
 * The broadcaster stats of every range asked (spec 01 §3), keyed by range then username, from the
 * channels' figures: clicks by type, conversions, impressions and plays per component, countries
 * (top ones and 'Other'), viewership per platform, game hours (top ones) and live-graphic
 * impressions by component name. A broadcaster without rows on the last day has the closed days'
 * stats, built once per snapshot and process and shared by the reads after (never changed once
 * built); the others are built on every read.
 */
export function buildBroadcasterStats(
  read: ChannelFiguresRead,
  channels: ReadonlyArray<{ id: number; username: string }>,
  names: ReadonlyMap<number, string>,
  ranges: readonly ChannelRange[],
): Record<ChannelRange, Record<string, BroadcasterStats>> {
  const kept = keptStats(read.closed, names);
  const stats = {} as Record<ChannelRange, Record<string, BroadcasterStats>>;
  for (const r of ranges) {
    const out: Record<string, BroadcasterStats> = (stats[r] = {});
    let keptOfRange = kept.get(r);
    if (!keptOfRange) kept.set(r, (keptOfRange = new Map()));
    for (const { id, username } of channels) {
      if (read.hasLastDay(id)) {
        out[username] = rangeStats(read.of(id), names, r);
        continue;
      }
      let built = keptOfRange.get(id);
      if (!built) keptOfRange.set(id, (built = rangeStats(read.of(id), names, r)));
      out[username] = built;
    }
  }
  return stats;
}

/** One broadcaster's stats of range `r`. */
function rangeStats(figures: BroadcasterFigures, names: ReadonlyMap<number, string>, r: ChannelRange): BroadcasterStats {
  const at = RANGE_AT[r];
  const s = emptyStats();
  for (const row of figures.components) {
    s.clicks_by_type[CLICK_KEY_OF_TYPE[row.component_type] ?? 'live_graphic_clicks'] += row.clicks[at];
    s.conversions += row.conversions[at];
    s.impressions += row.impressions[at];
    s.fullscreen_video.plays += row.video_plays[at];
    s.fullscreen_video.impressions += row.video_impressions[at];
    if (row.component_type === COMPONENT_TYPE.liveGraphics && row.impressions[at] > 0) {
      s.live_graphic_impressions.push({
        key: names.get(row.component_id) ?? '',
        component_id: row.component_id,
        impressions: row.impressions[at],
      });
    }
  }
  s.live_graphic_impressions.sort((a, b) => b.impressions - a.impressions || a.component_id - b.component_id);
  for (const row of figures.viewership) {
    const samples = row.samples[at];
    s[row.platform === 'twitch' ? 'twitch_viewership' : 'youtube_viewership'] = {
      viewable_minutes: round2(row.viewable_minutes[at]),
      broadcasts: row.broadcasts[at],
      average_viewers: samples > 0 ? Math.round(row.viewer_sum[at] / samples) : 0,
      peak_viewers: row.peak_viewers[at],
    };
  }
  s.clicks_by_country = countriesWithOther(figures.countries, r);
  s.twitch_stream_time_by_game = topGames(figures.games, 'twitch', r);
  s.youtube_stream_time_by_game = topGames(figures.games, 'youtube', r);
  return s;
}
