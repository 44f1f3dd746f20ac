import { describe, expect, it } from 'vitest';
import { minutes, minutesToSeconds, seconds, secondsToMinutes } from './units.ts';

describe('branded units (spec 01 §9: viewable minutes vs seconds_per_impression)', () => {
  it('constructors keep the value', () => {
    expect(minutes(12)).toBe(12);
    expect(seconds(15)).toBe(15);
  });

  it.each([
    [90, 1.5],
    [1200, 20],
    [0, 0],
  ])('secondsToMinutes(%d) is %d', (s, m) => {
    expect(secondsToMinutes(seconds(s))).toBe(m);
  });

  it.each([
    [2, 120],
    [0.5, 30],
  ])('minutesToSeconds(%d) is %d', (m, s) => {
    expect(minutesToSeconds(minutes(m))).toBe(s);
  });

  it('the brands do not mix at compile time', () => {
    // @ts-expect-error seconds are not minutes
    const wrong: ReturnType<typeof minutes> = seconds(5);
    expect(wrong).toBe(5);
  });
});
