import { describe, expect, it } from 'vitest';
import { formatCount, MILLIONS_THRESHOLD } from './format-count.ts';

describe('formatCount: 10 million or more as millions with M, two decimals max (spec 00 §9, 01 §9)', () => {
  it.each([
    [12_345_678, '12.35M'],
    [10_000_000, '10M'],
    [10_500_000, '10.5M'],
    [10_004_999, '10M'],
    [10_005_000, '10.01M'],
    [999_999_999, '1,000M'],
    [1_234_567_890, '1,234.57M'],
    [-12_345_678, '-12.35M'],
    [9_999_999, '9,999,999'],
    [1_234_567, '1,234,567'],
    [1000, '1,000'],
    [999, '999'],
    [0, '0'],
    [-0, '0'],
    [-1234, '-1,234'],
    [1234.5678, '1,234.57'],
    [0.001, '0'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
  ])('formatCount(%d) is %s', (n, expected) => {
    expect(formatCount(n)).toBe(expected);
  });

  it('the switch is at ten million', () => {
    expect(MILLIONS_THRESHOLD).toBe(10_000_000);
  });
});
