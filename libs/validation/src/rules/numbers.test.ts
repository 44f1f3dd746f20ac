import { describe, expect, it } from 'vitest';
import { between, biggerThanZero, minValue, numeric } from './numbers.ts';

describe('minValue(0) / biggerThanZero (spec 01 §5: not below 0, Must be bigger than 0)', () => {
  it.each([
    [0, undefined],
    ['0', undefined],
    [15, undefined],
    ['15', undefined],
    [0.5, undefined],
    [-1, 'Must be bigger than 0'],
    ['-0.01', 'Must be bigger than 0'],
    ['abc', 'Must be a number'],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %j', (value, expected) => {
    expect(biggerThanZero(value)).toBe(expected);
    expect(minValue(0)(value)).toBe(expected);
  });

  it('other minimums use the same wording', () => {
    expect(minValue(5)(4)).toBe('Must be bigger than 5');
    expect(minValue(5)(5)).toBeUndefined();
  });
});

describe('between (spec 01 §5 schedule minute 0 to 59; message decision 105)', () => {
  const minute = between(0, 59);
  it.each([
    [0, undefined],
    [59, undefined],
    ['30', undefined],
    [-1, 'Must be between 0 and 59'],
    [60, 'Must be between 0 and 59'],
    [[0, 15, 59], undefined],
    [[0, 60], 'Must be between 0 and 59'],
    [['x'], 'Must be a number'],
    [[], undefined],
    [null, undefined],
  ])('%j → %j', (value, expected) => {
    expect(minute(value)).toBe(expected);
  });
});

describe('numeric (decision 105)', () => {
  it.each([
    [1, undefined],
    ['1.5', undefined],
    ['', undefined],
    ['1a', 'Must be a number'],
    [true, 'Must be a number'],
  ])('%j → %j', (value, expected) => {
    expect(numeric(value)).toBe(expected);
  });
});
