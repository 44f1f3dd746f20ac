import { describe, expect, it } from 'vitest';
import { filename, noDash, phone, sourceKeyword } from './text-formats.ts';

describe("phone (spec 00 §5: Must match format '+12223334444'; E.164 bounds decision 107)", () => {
  const M = "Must match format '+12223334444'";
  it.each([
    ['+12223334444', undefined],
    ['+447911123456', undefined],
    ['+12345678', undefined],
    ['+123456789012345', undefined],
    ['+1234567', M],
    ['+1234567890123456', M],
    ['12223334444', M],
    ['+1 222 333 4444', M],
    ['+1-222-333-4444', M],
    ['+02223334444', M],
    ['+1222333444a', M],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (value, expected) => {
    expect(phone(value)).toBe(expected);
  });
});

describe('sourceKeyword (spec 00 §5: word characters and hyphens → else Invalid keyword)', () => {
  it.each([
    ['summer-sale_2024', undefined],
    ['A', undefined],
    ['summer sale', 'Invalid keyword'],
    ['sale!', 'Invalid keyword'],
    ['café', 'Invalid keyword'],
    ['', undefined],
  ])('%j → %j', (value, expected) => {
    expect(sourceKeyword(value)).toBe(expected);
  });
});

describe('filename (spec 00 §5: letters, digits, underscore, hyphen, space, dot → else Incorrect filename)', () => {
  it.each([
    ['My Report_v2-final.pdf', undefined],
    ['a', undefined],
    ['a/b', 'Incorrect filename'],
    ['a:b', 'Incorrect filename'],
    ['rapport(1)', 'Incorrect filename'],
    ['', undefined],
  ])('%j → %j', (value, expected) => {
    expect(filename(value)).toBe(expected);
  });
});

describe("noDash (spec 01 §5: Cannot include '-')", () => {
  it.each([
    ['summer', undefined],
    ['summer-sale', "Cannot include '-'"],
    ['-', "Cannot include '-'"],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (value, expected) => {
    expect(noDash(value)).toBe(expected);
  });
});
