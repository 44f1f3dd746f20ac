import { describe, expect, it } from 'vitest';
import { characterCount, getPath, isEmpty, isFileLike, toNumber, toTime } from './values.ts';

describe('isEmpty (spec 00 §5 "Empty or null")', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['\t\n', true],
    [null, true],
    [undefined, true],
    [[], true],
    [{}, true],
    [Number.NaN, true],
    ['a', false],
    [' a ', false],
    [0, false],
    [false, false],
    [['x'], false],
    [{ a: 1 }, false],
    [new Date(0), false],
  ])('%j → %s', (value, expected) => {
    expect(isEmpty(value)).toBe(expected);
  });

  it('a File-like object with prototype fields is not empty', () => {
    class FakeFile {
      get name() {
        return 'a.png';
      }
    }
    expect(isEmpty(new FakeFile())).toBe(false);
  });
});

describe('getPath', () => {
  it.each([
    [{ a: 1 }, 'a', 1],
    [{ config: { duration: 5 } }, 'config.duration', 5],
    [{ 'config.duration': 7, config: { duration: 5 } }, 'config.duration', 7],
    [{ config: null }, 'config.duration', undefined],
    [{}, 'x.y.z', undefined],
  ])('%j at %s → %j', (values, field, expected) => {
    expect(getPath(values, field)).toBe(expected);
  });
  it('undefined values read as undefined', () => {
    expect(getPath(undefined, 'a')).toBeUndefined();
  });
});

describe('toNumber / toTime / isFileLike / characterCount', () => {
  it.each([
    [5, 5],
    ['5', 5],
    [' 2.5 ', 2.5],
    ['', undefined],
    ['abc', undefined],
    [Number.POSITIVE_INFINITY, undefined],
    [null, undefined],
  ])('toNumber(%j) → %j', (value, expected) => {
    expect(toNumber(value)).toBe(expected);
  });

  it.each([
    ['2020-01-02', Date.UTC(2020, 0, 2)],
    ['2020/01/02', Date.UTC(2020, 0, 2)],
    [new Date(Date.UTC(2020, 0, 2)), Date.UTC(2020, 0, 2)],
    [1000, 1000],
    ['not a date', undefined],
    [new Date('x'), undefined],
    [{ valueOf: (): number => 42 }, 42],
    [null, undefined],
  ])('toTime(%j) → %j', (value, expected) => {
    expect(toTime(value)).toBe(expected);
  });

  it.each([
    [{ name: 'a.png' }, true],
    [{ name: 'a.png', type: 'image/png' }, true],
    [{ name: 1 }, false],
    [{ name: 'a', type: 3 }, false],
    ['a.png', false],
    [null, false],
  ])('isFileLike(%j) → %s', (value, expected) => {
    expect(isFileLike(value)).toBe(expected);
  });

  it('counts code points, so an emoji is one character (decision 117)', () => {
    expect(characterCount('ab😀')).toBe(3);
  });
});
