import { describe, expect, it } from 'vitest';
import { CLICK_TYPE_KEYS, CLICK_TYPE_LABELS, channelTotals, channelTrends, channelTrendsOf, type ChannelStats } from './channel-stats.ts';

const stats = (visits: number, conversions: number, twitch: number, youtube = 0): ChannelStats => ({
  clicks_by_type: { banner_graphic_clicks: visits - 1, twitter_clicks: 1 },
  conversions,
  twitch_viewership: { viewable_minutes: twitch, broadcasts: 2, average_viewers: 3, peak_viewers: 9 },
  youtube_viewership: { viewable_minutes: youtube },
});

describe('channelTotals: grid card figures (spec 01 §2 channels, §3 broadcaster stats)', () => {
  it('adds click types, platforms, and computes CVM', () => {
    expect(channelTotals(stats(50, 4, 1_500_000, 500_000))).toEqual({
      visits: 50,
      conversions: 4,
      twitchViewableMinutes: 1_500_000,
      youtubeViewableMinutes: 500_000,
      viewableMinutes: 2_000_000,
      cvm: 25,
    });
  });

  it.each([[null], [undefined], [{}]])('empty stats %j give zeros', (input) => {
    expect(channelTotals(input)).toEqual({
      visits: 0,
      conversions: 0,
      twitchViewableMinutes: 0,
      youtubeViewableMinutes: 0,
      viewableMinutes: 0,
      cvm: 0,
    });
  });

  it('counts every click type once', () => {
    const all = Object.fromEntries(CLICK_TYPE_KEYS.map((k) => [k, 1]));
    expect(channelTotals({ clicks_by_type: all }).visits).toBe(6);
  });

  it('click type labels are the spec 01 §9 names', () => {
    expect(Object.values(CLICK_TYPE_LABELS)).toEqual([
      'Live Graphic Visit',
      'Banner Graphic Clicks',
      'Chat Bot Clicks',
      'Chat Bot Command Clicks',
      'Twitter Clicks',
      'Custom Link Clicks',
    ]);
  });
});

describe('channelTrends: 30 days vs the 30 before, from the 60-day stats (spec 01 §2, §9)', () => {
  it.each([
    // 30-day, 60-day → previous = 60 − 30
    [stats(120, 12, 1200), stats(220, 22, 2200), { visits: 'up', conversions: 'up', viewableMinutes: 'up' }],
    [stats(140, 15, 1500), stats(240, 25, 2500), { visits: 'strong-up', conversions: 'strong-up', viewableMinutes: 'strong-up' }],
    [stats(100, 10, 1000), stats(200, 20, 2000), { visits: 'neutral', conversions: 'neutral', viewableMinutes: 'neutral' }],
    [stats(60, 5, 500), stats(160, 15, 1500), { visits: 'strong-down', conversions: 'strong-down', viewableMinutes: 'strong-down' }],
    [stats(70, 7, 700), stats(170, 17, 1700), { visits: 'down', conversions: 'down', viewableMinutes: 'down' }],
    [stats(10, 1, 100), stats(10, 1, 100), { visits: 'strong-up', conversions: 'strong-up', viewableMinutes: 'strong-up' }],
    [null, null, { visits: 'neutral', conversions: 'neutral', viewableMinutes: 'neutral' }],
  ])('%#', (s30, s60, expected) => {
    expect(channelTrends(s30, s60)).toEqual(expected);
    // The same from the 60-day totals alone (decision 631).
    const sixty = channelTotals(s60);
    expect(
      channelTrendsOf(
        s30,
        s60 ? { visits: sixty.visits, conversions: sixty.conversions, viewable_minutes: sixty.viewableMinutes } : undefined,
      ),
    ).toEqual(expected);
  });
});
