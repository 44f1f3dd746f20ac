import { describe, expect, it } from 'vitest';
import { CHANNEL_RANGES, RANGE_AT, type PerRange } from '../repositories/channels-repository.ts';
import { buildBroadcasterStats, MAX_ROWS } from './broadcaster-stats.ts';
import { groupFigures, NO_FIGURES, type ChannelFigures, type ChannelFiguresRead } from './channel-figures.ts';

/** The same figure in every range but 07, which has `week`. */
const per = (all: number, week = all): PerRange => CHANNEL_RANGES.map((r) => (r === '07' ? week : all));
const zero = per(0);
const channels = [
  { id: 1, username: 'ann' },
  { id: 2, username: 'bob' },
];
const names = new Map([
  [10, 'Overlay A'],
  [11, 'Overlay B'],
]);

/** A read of these figures; broadcasters in `lastDay` have rows on the last day. */
function figures(partial: Partial<ChannelFigures>, lastDay: number[] = [], closed: object = {}): ChannelFiguresRead {
  const grouped = groupFigures({ components: [], countries: [], viewership: [], games: [], ...partial });
  return { of: (id) => grouped.get(id) ?? NO_FIGURES, hasLastDay: (id) => lastDay.includes(id), closed };
}

describe('buildBroadcasterStats', () => {
  it('adds each component row to its click type, conversions, impressions and plays, range by range', () => {
    const stats = buildBroadcasterStats(
      figures({
        components: [
          {
            broadcaster_id: 1,
            component_id: 10,
            component_type: 'live-graphics',
            clicks: per(3, 1),
            conversions: per(1, 0),
            impressions: per(7, 2),
            video_plays: zero,
            video_impressions: zero,
          },
          {
            broadcaster_id: 1,
            component_id: 11,
            component_type: 'live-graphics',
            clicks: per(1),
            conversions: zero,
            impressions: per(9, 0),
            video_plays: zero,
            video_impressions: zero,
          },
          {
            broadcaster_id: 1,
            component_id: 12,
            component_type: 'fullscreen-video',
            clicks: per(2),
            conversions: zero,
            impressions: zero,
            video_plays: per(4),
            video_impressions: per(40),
          },
          {
            broadcaster_id: 1,
            component_id: 13,
            component_type: 'twitch-chat-bot',
            clicks: per(5),
            conversions: per(2),
            impressions: zero,
            video_plays: zero,
            video_impressions: zero,
          },
          // A broadcaster not shown (Invited, say): left out.
          {
            broadcaster_id: 9,
            component_id: 13,
            component_type: 'twitch-chat-bot',
            clicks: per(50),
            conversions: zero,
            impressions: zero,
            video_plays: zero,
            video_impressions: zero,
          },
        ],
      }),
      channels,
      names,
      ['07', 'all'],
    );
    expect(Object.keys(stats)).toEqual(['07', 'all']);
    const all = stats.all.ann;
    expect(all.clicks_by_type).toMatchObject({ live_graphic_clicks: 6, twitch_chatbot_clicks: 5, banner_graphic_clicks: 0 });
    expect(all.conversions).toBe(3);
    expect(all.impressions).toBe(16);
    expect(all.fullscreen_video).toEqual({ plays: 4, impressions: 40 });
    expect(all.live_graphic_impressions).toEqual([
      { key: 'Overlay B', component_id: 11, impressions: 9 },
      { key: 'Overlay A', component_id: 10, impressions: 7 },
    ]);
    expect(stats['07'].ann.live_graphic_impressions).toEqual([{ key: 'Overlay A', component_id: 10, impressions: 2 }]);
    // A fullscreen video's visits count as live-graphic visits (decision 561).
    expect(stats['07'].ann.clicks_by_type.live_graphic_clicks).toBe(4);
    expect(stats.all.bob.clicks_by_type.twitch_chatbot_clicks).toBe(0);
    expect(stats.all).not.toHaveProperty('9');
  });

  it('keeps the top countries and joins the rest and unknown ones as Other', () => {
    const countries = Array.from({ length: 12 }, (_, i) => ({
      broadcaster_id: 1,
      country: `C${String(i).padStart(2, '0')}`,
      clicks: per(100 - i),
    }));
    countries.push(
      { broadcaster_id: 1, country: '', clicks: per(5) },
      { broadcaster_id: 1, country: 'B', clicks: per(100) },
      { broadcaster_id: 1, country: 'Z', clicks: per(0) },
    );
    const stats = buildBroadcasterStats(figures({ countries }), channels, names, ['all']);
    const shown = stats.all.ann.clicks_by_country;
    expect(shown).toHaveLength(MAX_ROWS);
    // Ties by name: B before C00.
    expect(shown.slice(0, 3)).toEqual([
      { country: 'B', clicks: 100 },
      { country: 'C00', clicks: 100 },
      { country: 'C01', clicks: 99 },
    ]);
    const kept = shown.slice(0, MAX_ROWS - 1).reduce((sum, c) => sum + c.clicks, 0);
    const total = countries.reduce((sum, c) => sum + c.clicks[RANGE_AT.all], 0);
    expect(shown[MAX_ROWS - 1]).toEqual({ country: 'Other', clicks: total - kept });
    expect(stats.all.bob.clicks_by_country).toEqual([]);
  });

  it('shows game hours per platform, rounded, top ones by hours then name', () => {
    const stats = buildBroadcasterStats(
      figures({
        games: [
          { broadcaster_id: 2, platform: 'twitch', game: 'Zelda', minutes: per(90) },
          { broadcaster_id: 2, platform: 'twitch', game: 'Apex', minutes: per(90.001) },
          { broadcaster_id: 2, platform: 'youtube', game: 'Chess', minutes: per(20, 0) },
        ],
        viewership: [
          {
            broadcaster_id: 2,
            platform: 'youtube',
            viewable_minutes: per(10.456),
            broadcasts: per(2),
            samples: per(3),
            viewer_sum: per(10),
            peak_viewers: per(6),
          },
        ],
      }),
      channels,
      names,
      ['07', '30'],
    );
    expect(stats['30'].bob.twitch_stream_time_by_game).toEqual([
      { game: 'Apex', hours: 1.5 },
      { game: 'Zelda', hours: 1.5 },
    ]);
    expect(stats['30'].bob.youtube_stream_time_by_game).toEqual([{ game: 'Chess', hours: 0.33 }]);
    expect(stats['07'].bob.youtube_stream_time_by_game).toEqual([]);
    expect(stats['30'].bob.youtube_viewership).toEqual({ viewable_minutes: 10.46, broadcasts: 2, average_viewers: 3, peak_viewers: 6 });
    expect(stats['30'].bob.twitch_viewership).toEqual({ viewable_minutes: 0, broadcasts: 0, average_viewers: 0, peak_viewers: 0 });
  });

  it("keeps the closed days' stats of broadcasters without a last day per snapshot and names, and builds the others every read", () => {
    const closed = {};
    const row = {
      broadcaster_id: 1,
      component_id: 10,
      component_type: 'live-graphics',
      clicks: per(1),
      conversions: zero,
      impressions: per(4),
      video_plays: zero,
      video_impressions: zero,
    };
    const read = () => figures({ components: [row, { ...row, broadcaster_id: 2 }] }, [2], closed);
    const first = buildBroadcasterStats(read(), channels, names, ['30']);
    const second = buildBroadcasterStats(read(), channels, names, ['30']);
    expect(second['30'].ann).toBe(first['30'].ann);
    expect(second['30'].bob).not.toBe(first['30'].bob);
    expect(second['30'].bob).toEqual(first['30'].bob);
    // A renamed component: the kept stats are built again with its new name.
    const renamed = buildBroadcasterStats(read(), channels, new Map([[10, 'Overlay Z']]), ['30']);
    expect(renamed['30'].ann.live_graphic_impressions[0].key).toBe('Overlay Z');
    // Another snapshot: built again.
    const other = buildBroadcasterStats(figures({ components: [row] }, [], {}), channels, names, ['30']);
    expect(other['30'].ann).not.toBe(first['30'].ann);
  });
});
