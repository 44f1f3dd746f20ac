import { describe, expect, it } from 'vitest';
import { maxLength, minLength, minSelected } from './lengths.ts';

describe('maxLength (spec 00 §5: Must be no more than N characters)', () => {
  it.each([
    ['tweet 280 passes (spec 02 §9)', 280, 'a'.repeat(280), undefined],
    ['tweet 281 fails', 280, 'a'.repeat(281), 'Must be no more than 280 characters'],
    ['label 32 passes (spec 01 §5)', 32, 'x'.repeat(32), undefined],
    ['label 33 fails', 32, 'x'.repeat(33), 'Must be no more than 32 characters'],
    ['report name 128 passes (spec 01 §5)', 128, 'r'.repeat(128), undefined],
    ['report name 129 fails', 128, 'r'.repeat(129), 'Must be no more than 128 characters'],
    ['emoji count as one (decision 117)', 3, '😀😀😀', undefined],
    ['emoji over the bound', 3, '😀😀😀😀', 'Must be no more than 3 characters'],
    ['numbers by their digits', 2, 123, 'Must be no more than 2 characters'],
    ['empty passes', 1, '', undefined],
    ['null passes', 1, null, undefined],
    ['undefined passes', 1, undefined, undefined],
  ])('%s', (_label, max, value, expected) => {
    expect(maxLength(max)(value)).toBe(expected);
  });
});

describe('minLength (decision 101)', () => {
  it.each([
    [8, 'abcdefgh', undefined],
    [8, 'abcdefg', 'Must be at least 8 characters'],
    [8, '', undefined],
    [8, null, undefined],
  ])('min %i, %j → %j', (min, value, expected) => {
    expect(minLength(min)(value)).toBe(expected);
  });
  it('takes its own message', () => {
    expect(minLength(8, 'short')('abc')).toBe('short');
  });
});

describe('minSelected (spec 00 §5 / 02 §5: Must select at least N option(s))', () => {
  it.each([
    [1, ['PC'], undefined],
    [1, ['PC', 'MO'], undefined],
    [1, [], 'Must select at least 1 option'],
    [1, undefined, 'Must select at least 1 option'],
    [1, null, 'Must select at least 1 option'],
    [1, '', 'Must select at least 1 option'],
    [1, 'PC', undefined],
    [1, new Set(['PC']), undefined],
    [1, new Set(), 'Must select at least 1 option'],
    [2, ['PC'], 'Must select at least 2 options'],
    [2, ['PC', 'MO'], undefined],
  ])('min %i, %j → %j', (min, value, expected) => {
    expect(minSelected(min)(value)).toBe(expected);
  });
});
