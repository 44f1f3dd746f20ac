import { describe, expect, it } from 'vitest';
import { checked, notUndefinedOrNull, required } from './required.ts';

const R = 'Required Field';

describe('required (spec 00 §5: empty or null → Required Field)', () => {
  it.each([
    ['empty string', '', R],
    ['whitespace only', '   ', R],
    ['tab and newline', '\t\n', R],
    ['null', null, R],
    ['undefined', undefined, R],
    ['empty list', [], R],
    ['empty plain object (config)', {}, R],
    ['text', 'a', undefined],
    ['text with spaces', ' a ', undefined],
    ['zero', 0, undefined],
    ['false', false, undefined],
    ['list with one item', ['PC'], undefined],
    ['file-like', { name: 'a.png' }, undefined],
  ])('%s', (_label, value, expected) => {
    expect(required(value)).toBe(expected);
  });
});

describe('checked (spec 00 §2 terms checkbox, decision 102)', () => {
  it.each([
    [true, undefined],
    [false, R],
    [undefined, R],
    ['true', R],
  ])('%j → %j', (value, expected) => {
    expect(checked(value)).toBe(expected);
  });
});

describe('notUndefinedOrNull (spec 00 §5: the text undefined or null → Invalid field value)', () => {
  it.each([
    ['undefined', 'Invalid field value'],
    ['null', 'Invalid field value'],
    [' null ', 'Invalid field value'],
    ['nullable', undefined],
    ['my undefined campaign', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
    [5, undefined],
  ])('%j → %j', (value, expected) => {
    expect(notUndefinedOrNull(value)).toBe(expected);
  });
});
