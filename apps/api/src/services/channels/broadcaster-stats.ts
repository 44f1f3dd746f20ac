import type { ChannelRange, CountryFigures, GameFigures } from '../../repositories/channels-repository.ts';
import type { ChannelFigures } from './channel-figures.ts';

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
const byName = (a: string, b: string) => (a < b ? -1 : 1);

/** Rows of each broadcaster, in their order. */
function groupByBroadcaster<T extends { broadcaster_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.broadcaster_id);
    if (group) group.push(row);
    else groups.set(row.broadcaster_id, [row]);
  }
  return groups;
}

/**
 * Countries by clicks in range `r`, at most MAX_ROWS: the rest (and unknown countries) joined as
 * 'Other', so the shares the page computes still add up to all clicks.
 */
function countriesWithOther(rows: readonly CountryFigures[], r: ChannelRange): Array<{ country: string; clicks: number }> {
  let other = 0;
  const named: CountryFigures[] = [];
  for (const row of rows) {
    const clicks = row.clicks[r];
    if (clicks <= 0) continue;
    if (row.country === '' || row.country === 'Other') other += clicks;
    else named.push(row);
  }
  named.sort((a, b) => b.clicks[r] - a.clicks[r] || byName(a.country, b.country));
  const kept = named.slice(0, MAX_ROWS - 1).map((row) => ({ country: row.country, clicks: row.clicks[r] }));
  for (let i = MAX_ROWS - 1; i < named.length; i += 1) other += named[i].clicks[r];
  return other > 0 ? [...kept, { country: 'Other', clicks: other }] : kept;
}

/** The platform's games by hours in range `r` (hours rounded as shown, ties by name), at most MAX_ROWS. */
function topGames(rows: readonly GameFigures[], platform: 'twitch' | 'youtube', r: ChannelRange): Array<{ game: string; hours: number }> {
  const games: Array<{ game: string; hours: number }> = [];
  for (const row of rows) if (row.platform === platform && row.minutes[r] > 0) games.push({ game: row.game, hours: round2(row.minutes[r] / 60) });
  return games.sort((a, b) => b.hours - a.hours || byName(a.game, b.game)).slice(0, MAX_ROWS);
}

/**
 * The broadcaster stats of every range asked (spec 01 §3), keyed by range then username, from the
 * channels' figures: clicks by type, conversions, impressions and plays per component, countries
 * (top ones and 'Other'), viewership per platform, game hours (top ones) and live-graphic
 * impressions by component name. At 1,000 channels this runs on every read of the page, so it
 * walks each row once for every range and makes only the objects the answer holds.
 */
export function buildBroadcasterStats(
  figures: ChannelFigures, channels: ReadonlyArray<{ id: number; username: string }>, names: ReadonlyMap<number, string>, ranges: readonly ChannelRange[],
): Record<ChannelRange, Record<string, BroadcasterStats>> {
  const stats = {} as Record<ChannelRange, Record<string, BroadcasterStats>>;
  for (const r of ranges) stats[r] = {};
  /** Each shown broadcaster's stats, one per range in the order of `ranges`. */
  const statsOf = new Map<number, BroadcasterStats[]>();
  for (const c of channels) statsOf.set(c.id, ranges.map((r) => (stats[r][c.username] = emptyStats())));

  for (const row of figures.components) {
    const list = statsOf.get(row.broadcaster_id);
    if (!list) continue;
    const key = CLICK_KEY_OF_TYPE[row.component_type] ?? 'live_graphic_clicks';
    ranges.forEach((r, i) => {
      const s = list[i];
      s.clicks_by_type[key] += row.clicks[r];
      s.conversions += row.conversions[r];
      s.impressions += row.impressions[r];
      s.fullscreen_video.plays += row.video_plays[r];
      s.fullscreen_video.impressions += row.video_impressions[r];
      if (row.component_type === 'live-graphics' && row.impressions[r] > 0) {
        s.live_graphic_impressions.push({ key: names.get(row.component_id) ?? '', component_id: row.component_id, impressions: row.impressions[r] });
      }
    });
  }
  for (const row of figures.viewership) {
    const list = statsOf.get(row.broadcaster_id);
    if (!list) continue;
    ranges.forEach((r, i) => {
      const samples = row.samples[r];
      list[i][row.platform === 'twitch' ? 'twitch_viewership' : 'youtube_viewership'] = {
        viewable_minutes: round2(row.viewable_minutes[r]),
        broadcasts: row.broadcasts[r],
        average_viewers: samples > 0 ? Math.round(row.viewer_sum[r] / samples) : 0,
        peak_viewers: row.peak_viewers[r],
      };
    });
  }
  const countries = groupByBroadcaster(figures.countries);
  const games = groupByBroadcaster(figures.games);
  for (const [id, list] of statsOf) {
    const countryRows = countries.get(id) ?? [];
    const gameRows = games.get(id) ?? [];
    ranges.forEach((r, i) => {
      const s = list[i];
      s.clicks_by_country = countriesWithOther(countryRows, r);
      s.twitch_stream_time_by_game = topGames(gameRows, 'twitch', r);
      s.youtube_stream_time_by_game = topGames(gameRows, 'youtube', r);
      s.live_graphic_impressions.sort((a, b) => b.impressions - a.impressions || a.component_id - b.component_id);
    });
  }
  return stats;
}
