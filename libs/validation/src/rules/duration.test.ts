import { describe, expect, it } from 'vitest';
import { duration } from './duration.ts';

const INT = 'Duration must be an integer';
const SHORT = 'Duration must be greater than 1 second';

describe('duration (spec 00 §5)', () => {
  it.each([
    [2, undefined],
    ['2', undefined],
    [' 30 ', undefined],
    [1, SHORT],
    ['1', SHORT],
    [0, SHORT],
    [-5, SHORT],
    [1.5, INT],
    ['1.5', INT],
    ['2.0', INT],
    ['abc', INT],
    ['10s', INT],
    [true, INT],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %j', (value, expected) => {
    expect(duration(value)).toBe(expected);
  });
});
