import { describe, expect, it } from 'vitest';
import { previousPeriod } from './previous-period.ts';

describe('previousPeriod: 30-day view compared with the 60-day stats (spec 01 §2 channels, §9)', () => {
  it.each([
    [
      { visits: 300, conversions: 10 },
      { visits: 120, conversions: 4 },
      { visits: 180, conversions: 6 },
    ],
    [{ visits: 100 }, { visits: 100 }, { visits: 0 }],
    [{ visits: 50 }, { visits: 80 }, { visits: 0 }], // inconsistent data never goes negative
    [{ visits: 50 }, {}, { visits: 50 }],
    [{ visits: Number.NaN }, { visits: 3 }, { visits: 0 }],
    [{ visits: 10 }, { visits: Number.NaN }, { visits: 10 }],
  ])('previousPeriod(%j, %j) is %j', (stats60, stats30, expected) => {
    expect(previousPeriod<Record<string, number>>(stats60, stats30)).toEqual(expected);
  });

  it('ignores keys only the 30-day stats have', () => {
    expect(previousPeriod<Record<string, number>>({ a: 5 }, { a: 1, b: 2 })).toEqual({ a: 4 });
  });
});
