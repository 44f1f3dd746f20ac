import { describe, expect, it } from 'vitest';
import { oneOf } from './choices.ts';

describe('oneOf (report type P/C/X spec 01 §3; codes spec 02 §9; message decision 105)', () => {
  const type = oneOf(['P', 'C', 'X']);
  it.each([
    ['P', undefined],
    ['C', undefined],
    ['X', undefined],
    ['Z', 'Select a valid choice. Z is not one of the available choices.'],
    ['p', 'Select a valid choice. p is not one of the available choices.'],
    [['P', 'C'], undefined],
    [['P', 'Q'], 'Select a valid choice. Q is not one of the available choices.'],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (value, expected) => {
    expect(type(value)).toBe(expected);
  });

  it('takes its own message', () => {
    expect(oneOf(['a'], 'Not a valid component type')('b')).toBe('Not a valid component type');
  });
});
