import { describe, expect, it } from 'vitest';
import { countImpressions, maxDisplaySeconds, rawImpressions, type CapState } from './impressions.ts';

// Decision 510; spec 01 §9 (impressions count seconds_per_impression seconds of viewing).
const noCaps: CapState = {
  componentToday: 0,
  componentTotal: 0,
  campaignToday: 0,
  campaignTotal: 0,
  componentDailyCap: null,
  componentCutoff: null,
  campaignDailyCap: null,
  campaignCutoff: null,
};

describe('rawImpressions', () => {
  it('is floor(viewers x seconds / seconds_per_impression) while live', () => {
    expect(rawImpressions({ seconds: 10, viewers: 90, live: true, secondsPerImpression: 15 })).toBe(60);
    expect(rawImpressions({ seconds: 15, viewers: 1, live: true, secondsPerImpression: 15 })).toBe(1);
    expect(rawImpressions({ seconds: 14, viewers: 1, live: true, secondsPerImpression: 15 })).toBe(0);
    expect(rawImpressions({ seconds: 7, viewers: 3, live: true, secondsPerImpression: 2 })).toBe(10);
  });
  it('counts nothing off air, without viewers or seconds; spi 0 counts as 1', () => {
    expect(rawImpressions({ seconds: 10, viewers: 90, live: false, secondsPerImpression: 15 })).toBe(0);
    expect(rawImpressions({ seconds: 10, viewers: 0, live: true, secondsPerImpression: 15 })).toBe(0);
    expect(rawImpressions({ seconds: 0, viewers: 10, live: true, secondsPerImpression: 15 })).toBe(0);
    expect(rawImpressions({ seconds: 10, viewers: 2, live: true, secondsPerImpression: 0 })).toBe(20);
  });
});

describe('countImpressions', () => {
  it('counts everything without caps (null and 0 mean no cap)', () => {
    expect(countImpressions(500, noCaps)).toEqual({
      counted: 500,
      componentDailyReached: false,
      campaignDailyReached: false,
      cutoffReached: false,
    });
    expect(countImpressions(500, { ...noCaps, componentDailyCap: 0, campaignCutoff: 0 }).counted).toBe(500);
  });
  it("stops at the component's daily cap and says it is reached", () => {
    expect(countImpressions(60, { ...noCaps, componentDailyCap: 100, componentToday: 60 })).toEqual({
      counted: 40,
      componentDailyReached: true,
      campaignDailyReached: false,
      cutoffReached: false,
    });
    expect(countImpressions(39, { ...noCaps, componentDailyCap: 100, componentToday: 60 }).componentDailyReached).toBe(false);
    expect(countImpressions(40, { ...noCaps, componentDailyCap: 100, componentToday: 60 }).componentDailyReached).toBe(true);
  });
  it("stops at the campaign's daily cap", () => {
    expect(countImpressions(60, { ...noCaps, campaignDailyCap: 1000, campaignToday: 990 })).toEqual({
      counted: 10,
      componentDailyReached: false,
      campaignDailyReached: true,
      cutoffReached: false,
    });
  });
  it('stops at either cutoff (all time), the smallest room left wins', () => {
    expect(countImpressions(60, { ...noCaps, componentCutoff: 5000, componentTotal: 4990 })).toMatchObject({
      counted: 10,
      cutoffReached: true,
    });
    expect(
      countImpressions(60, { ...noCaps, campaignCutoff: 100, campaignTotal: 80, componentDailyCap: 100, componentToday: 95 }),
    ).toMatchObject({
      counted: 5,
      componentDailyReached: true,
      cutoffReached: false,
    });
  });
  it('never counts below zero when already over a cap', () => {
    expect(countImpressions(60, { ...noCaps, componentDailyCap: 100, componentToday: 150 })).toMatchObject({
      counted: 0,
      componentDailyReached: true,
    });
  });
});

describe('maxDisplaySeconds', () => {
  it("is the version's duration (rounded up) plus 5 s slack, 10 s without one", () => {
    expect(maxDisplaySeconds(10)).toBe(15);
    expect(maxDisplaySeconds(7.5)).toBe(13);
    expect(maxDisplaySeconds(null)).toBe(15);
    expect(maxDisplaySeconds(0)).toBe(15);
  });
});
