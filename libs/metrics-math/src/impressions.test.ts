import { describe, expect, it } from 'vitest';
import { DEFAULT_SECONDS_PER_IMPRESSION, impressions, viewableMinutes } from './impressions.ts';
import { minutes, seconds } from './units.ts';

describe('impressions: one per seconds_per_impression seconds of viewing (spec 01 §9)', () => {
  it('new campaigns default to 15 seconds', () => {
    expect(DEFAULT_SECONDS_PER_IMPRESSION).toBe(15);
  });

  it.each([
    [100, 15, 6],
    [15, 15, 1],
    [14, 15, 0],
    [0, 15, 0],
    [100, 0, 0],
    [100, -5, 0],
    [-100, 15, 0],
    [Number.NaN, 15, 0],
  ])('impressions(%d s, %d s) is %d', (viewing, spi, expected) => {
    expect(impressions(seconds(viewing), seconds(spi))).toBe(expected);
  });
});

describe('viewableMinutes: duration × average viewers (spec 01 §3 viewership)', () => {
  it.each([
    [120, 35, 4200],
    [1.5, 10, 15],
    [0, 10, 0],
    [60, 0, 0],
    [-60, 10, 0],
    [60, Number.NaN, 0],
  ])('viewableMinutes(%d min, %d viewers) is %d', (duration, viewers, expected) => {
    expect(viewableMinutes(minutes(duration), viewers)).toBe(expected);
  });
});
