import { describe, expect, it } from 'vitest';
import { endMillis, hasDate, isDateOnly, toMillis } from './instant.ts';

describe('instants ("Today" is computed in UTC, spec 01 §9)', () => {
  it.each([
    ['2024-03-05', Date.UTC(2024, 2, 5)],
    ['2024-03-05T10:30:00Z', Date.UTC(2024, 2, 5, 10, 30)],
    ['2024-03-05T10:30:00-05:00', Date.UTC(2024, 2, 5, 15, 30)],
    [Date.UTC(2020, 0, 1), Date.UTC(2020, 0, 1)],
    [new Date(Date.UTC(2021, 5, 1)), Date.UTC(2021, 5, 1)],
  ] as const)('toMillis(%s)', (input, expected) => {
    expect(toMillis(input)).toBe(expected);
  });

  it('unparseable text is NaN', () => {
    expect(toMillis('not a date')).toBeNaN();
  });

  it.each([
    ['2024-03-05', Date.UTC(2024, 2, 6)],
    ['2024-03-05T10:30:00Z', Date.UTC(2024, 2, 5, 10, 30)],
  ])('endMillis(%s): a date-only end includes its whole UTC day', (input, expected) => {
    expect(endMillis(input)).toBe(expected);
  });

  it.each([
    ['2024-03-05', true],
    ['2024-03-05T00:00:00Z', false],
    [0, false],
  ] as const)('isDateOnly(%s) is %s', (input, expected) => {
    expect(isDateOnly(input)).toBe(expected);
  });

  it.each([
    [null, false],
    [undefined, false],
    ['', false],
    ['2024-01-01', true],
    [0, true],
  ] as const)('hasDate(%s) is %s', (input, expected) => {
    expect(hasDate(input)).toBe(expected);
  });
});
