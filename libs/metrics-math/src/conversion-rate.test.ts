import { describe, expect, it } from 'vitest';
import { conversionRate } from './conversion-rate.ts';

describe('conversionRate: conversions / clicks × 100, 0% without clicks (spec 01 §9, 02 §9)', () => {
  it.each([
    [5, 200, 2.5],
    [1, 4, 25],
    [0, 10, 0],
    [3, 0, 0],
    [3, -1, 0],
    [Number.NaN, 10, 0],
  ])('conversionRate(%d, %d) is %d', (conversions, clicks, expected) => {
    expect(conversionRate(conversions, clicks)).toBe(expected);
  });
});
