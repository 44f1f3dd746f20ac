import { describe, expect, it } from 'vitest';
import { topCountries, TOP_COUNTRIES_LIMIT, type CountryClicks } from './top-countries.ts';

const rows = (...pairs: Array<[string | null, number]>): CountryClicks[] => pairs.map(([country, clicks]) => ({ country, clicks }));
const shape = (result: ReturnType<typeof topCountries>) => result.map((r) => [r.country, r.clicks, Number(r.percent.toFixed(2))]);

describe('topCountries: at most 5, under 1% grouped as Other, with percentages (spec 00 §9, 01 §9)', () => {
  it.each([
    ['empty', rows(), []],
    ['no clicks', rows(['US', 0]), []],
    [
      'two countries',
      rows(['US', 90], ['FR', 10]),
      [
        ['US', 90, 90],
        ['FR', 10, 10],
      ],
    ],
    [
      'same country added up',
      rows(['US', 40], ['FR', 10], ['US', 50]),
      [
        ['US', 90, 90],
        ['FR', 10, 10],
      ],
    ],
    [
      'under 1% goes to Other',
      rows(['US', 995], ['FR', 4], ['DE', 1]),
      [
        ['US', 995, 99.5],
        ['Other', 5, 0.5],
      ],
    ],
    [
      'exactly 1% stays',
      rows(['US', 99], ['FR', 1]),
      [
        ['US', 99, 99],
        ['FR', 1, 1],
      ],
    ],
    [
      'blank country is Other',
      rows(['US', 8], [null, 1], ['  ', 1]),
      [
        ['US', 8, 80],
        ['Other', 2, 20],
      ],
    ],
    [
      'five named countries stay',
      rows(['A', 50], ['B', 20], ['C', 15], ['D', 10], ['E', 5]),
      [
        ['A', 50, 50],
        ['B', 20, 20],
        ['C', 15, 15],
        ['D', 10, 10],
        ['E', 5, 5],
      ],
    ],
    [
      'six countries: top 4 plus Other',
      rows(['A', 40], ['B', 20], ['C', 15], ['D', 10], ['E', 10], ['F', 5]),
      [
        ['A', 40, 40],
        ['B', 20, 20],
        ['C', 15, 15],
        ['D', 10, 10],
        ['Other', 15, 15],
      ],
    ],
    [
      'five countries plus small ones: top 4 plus Other',
      rows(['A', 400], ['B', 300], ['C', 150], ['D', 100], ['E', 45], ['F', 5]),
      [
        ['A', 400, 40],
        ['B', 300, 30],
        ['C', 150, 15],
        ['D', 100, 10],
        ['Other', 50, 5],
      ],
    ],
    [
      'ties ordered by name',
      rows(['FR', 5], ['DE', 5]),
      [
        ['DE', 5, 50],
        ['FR', 5, 50],
      ],
    ],
    ['negative and NaN ignored', rows(['US', 5], ['FR', -3], ['DE', Number.NaN]), [['US', 5, 100]]],
  ])('%s', (_name, input, expected) => {
    expect(shape(topCountries(input))).toEqual(expected);
  });

  it('never returns more than the limit and percentages add up to 100', () => {
    const many = rows(...Array.from({ length: 30 }, (_, i): [string, number] => [`C${i}`, i + 1]));
    const result = topCountries(many);
    expect(result.length).toBeLessThanOrEqual(TOP_COUNTRIES_LIMIT);
    expect(result.at(-1)?.country).toBe('Other');
    expect(result.reduce((s, r) => s + r.percent, 0)).toBeCloseTo(100);
  });
});
