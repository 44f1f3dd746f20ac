import { describe, expect, it } from 'vitest';
import { relativeChange, trend, type Trend, type TrendThresholds } from './trend.ts';
import { CHANNEL_TREND_THRESHOLDS, OVERVIEW_TREND_THRESHOLDS } from './trend-thresholds.ts';

describe('trend against two thresholds (spec 00 §9, 01 §9: neutral, green, double green, red, double red)', () => {
  const visits = CHANNEL_TREND_THRESHOLDS.visits; // 0.2 / 0.4
  it.each<[number, number, Trend]>([
    [100, 100, 'neutral'],
    [119, 100, 'neutral'],
    [120, 100, 'up'], // exactly low: inclusive
    [139, 100, 'up'],
    [140, 100, 'strong-up'], // exactly high: inclusive
    [500, 100, 'strong-up'],
    [81, 100, 'neutral'],
    [80, 100, 'down'],
    [61, 100, 'down'],
    [60, 100, 'strong-down'],
    [0, 100, 'strong-down'],
  ])('visits %d vs %d → %s', (current, previous, expected) => {
    expect(trend(current, previous, visits)).toBe(expected);
  });

  it.each<[number, number, TrendThresholds, Trend]>([
    [0.72, 0.6, [0.2, 0.5], 'up'], // float noise: (0.72 − 0.6) / 0.6 is 0.19999…
    [0.36, 0.3, [0.1, 0.2], 'strong-up'],
    [105, 100, OVERVIEW_TREND_THRESHOLDS.team.viewableMinutes, 'up'],
    [104, 100, OVERVIEW_TREND_THRESHOLDS.team.viewableMinutes, 'neutral'],
    [101, 100, OVERVIEW_TREND_THRESHOLDS.campaign.viewableMinutes, 'up'],
    [100.5, 100, OVERVIEW_TREND_THRESHOLDS.campaign.viewableMinutes, 'neutral'],
    [110, 100, OVERVIEW_TREND_THRESHOLDS.team.clicks, 'up'],
    [70, 100, OVERVIEW_TREND_THRESHOLDS.team.clicks, 'strong-down'],
    [99, 100, OVERVIEW_TREND_THRESHOLDS.campaign.clicks, 'down'],
    [150, 100, CHANNEL_TREND_THRESHOLDS.conversions, 'strong-up'],
    [149, 100, CHANNEL_TREND_THRESHOLDS.viewableMinutes, 'up'],
  ])('%d vs %d with %j → %s', (current, previous, thresholds, expected) => {
    expect(trend(current, previous, thresholds)).toBe(expected);
  });

  it.each<[number, number, Trend]>([
    [0, 0, 'neutral'],
    [5, 0, 'strong-up'],
    [-5, 0, 'strong-down'],
    [Number.NaN, 10, 'neutral'],
    [10, Number.POSITIVE_INFINITY, 'neutral'],
    [-50, -100, 'strong-up'], // direction follows current − previous
  ])('edge: %d vs %d → %s', (current, previous, expected) => {
    expect(trend(current, previous, visits)).toBe(expected);
  });

  it('a zero low threshold still keeps "no change" neutral', () => {
    expect(trend(100, 100, [0, 0.5])).toBe('neutral');
    expect(trend(101, 100, [0, 0.5])).toBe('up');
  });

  it.each([
    [120, 100, 0.2],
    [50, 100, -0.5],
    [5, 0, null],
    [Number.NaN, 1, null],
  ])('relativeChange(%d, %d) is %s', (current, previous, expected) => {
    const change = relativeChange(current, previous);
    if (expected === null) expect(change).toBeNull();
    else expect(change).toBeCloseTo(expected);
  });
});

describe('threshold tables (spec 01 §9)', () => {
  it('channels: visits 0.2/0.4; conversions and viewable minutes 0.2/0.5', () => {
    expect(CHANNEL_TREND_THRESHOLDS).toEqual({
      visits: [0.2, 0.4],
      conversions: [0.2, 0.5],
      viewableMinutes: [0.2, 0.5],
    });
  });

  it('overview: viewable minutes 0.05/0.2 team, 0.01/0.2 campaign; clicks 0.1/0.3 team, 0.01/0.3 campaign', () => {
    expect(OVERVIEW_TREND_THRESHOLDS).toEqual({
      team: { viewableMinutes: [0.05, 0.2], clicks: [0.1, 0.3] },
      campaign: { viewableMinutes: [0.01, 0.2], clicks: [0.01, 0.3] },
    });
  });
});
