import { describe, expect, it } from 'vitest';
import { formatCents, parseDollarsToCents } from './money.ts';

describe('formatCents: integer cents as US dollars, display only', () => {
  it.each([
    [0, '$0.00'],
    [1, '$0.01'],
    [50, '$0.50'],
    [123456, '$1,234.56'],
    [-50, '-$0.50'],
    [10_000_000, '$100,000.00'],
    [-123_456_789, '-$1,234,567.89'],
  ])('%d cents is %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});

describe('parseDollarsToCents: dollars typed by a person into integer cents, by string', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['12.', 1200],
    ['.5', 50],
    ['0.01', 1],
    ['0.29', 29],
    ['1.10', 110],
    ['4.35', 435],
    ['$1,234.56', 123456],
    ['1,234,567.89', 123456789],
    ['-12.34', -1234],
    ['-$12.34', -1234],
    ['$-12.34', -1234],
    ['+7', 700],
    ['  25.00  ', 2500],
    ['$ 3', 300],
    ['- 3', -300],
    ['007.07', 707],
    ['100000', 10_000_000],
  ])('%j is %d cents', (text, cents) => {
    expect(parseDollarsToCents(text)).toBe(cents);
  });

  it('reads every two-decimal amount up to $100,000 exactly, where float maths would not', () => {
    // 0.07, 0.29, 0.57, 1.13, 4.35 ... all drift by one cent through x * 100 truncation.
    for (let cents = 0; cents <= 10_000_000; cents += 7919) {
      const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      expect(parseDollarsToCents(text)).toBe(cents);
      expect(parseDollarsToCents(`-${text}`)).toBe(cents === 0 ? 0 : -cents);
    }
    expect(Math.trunc(0.29 * 100)).toBe(28);
  });

  it('zero is zero, never minus zero', () => {
    expect(Object.is(parseDollarsToCents('-0.00'), 0)).toBe(true);
    expect(parseDollarsToCents('0')).toBe(0);
  });

  it.each([
    '',
    '   ',
    '$',
    '-',
    '.',
    'abc',
    '12a',
    '1.005',
    '1.234',
    '12,34',
    '1,2345',
    ',123',
    '--5',
    '-$-5',
    '+-5',
    '1e3',
    '0x10',
    '1 000',
    '12.3.4',
    'NaN',
    'Infinity',
  ])('%j is not an amount', (text) => {
    expect(parseDollarsToCents(text)).toBeNull();
  });

  it('an amount far beyond any limit still reads as far beyond it', () => {
    expect(parseDollarsToCents('99999999999999999999')).toBeGreaterThan(10_000_000);
  });
});
