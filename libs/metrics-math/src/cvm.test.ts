import { describe, expect, it } from 'vitest';
import { cvm, roundedCvm } from './cvm.ts';
import { minutes } from './units.ts';

describe('cvm: clicks per million viewed minutes (spec 01 §9)', () => {
  it.each([
    [50, 2_000_000, 25],
    [1, 1_000_000, 1],
    [3, 1_500, 2000],
    [0, 1_000, 0],
    [10, 0, 0],
    [10, -5, 0],
    [Number.NaN, 100, 0],
    [10, Number.POSITIVE_INFINITY, 0],
  ])('cvm(%d, %d) is %d', (clicks, vm, expected) => {
    expect(cvm(clicks, minutes(vm))).toBe(expected);
  });
});

describe('roundedCvm: two decimals, as the pages show CVM', () => {
  it.each([
    [31.431165747014038, 31.43],
    [2000, 2000],
    [0.005, 0.01],
    [Number.NaN, 0],
  ])('%d rounds to %d', (value, expected) => {
    expect(roundedCvm(value)).toBe(expected);
  });
});
