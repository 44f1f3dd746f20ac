import { describe, expect, it } from 'vitest';
import { wholeNumber } from './whole-number.ts';

describe('wholeNumber (decision 602)', () => {
  it.each([
    ['empty passes', '', undefined],
    ['a whole number', '10', undefined],
    ['a number value', 7, undefined],
    ['a fraction', '2.5', 'Must be a whole number'],
    ['text', 'ten', 'Must be a number'],
  ])('%s', (_label, value, expected) => {
    expect(wholeNumber(value)).toBe(expected);
  });
});
