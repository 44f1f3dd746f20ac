import { expect, it } from 'vitest';
import { serialiseParams } from '../url.ts';
import { metricsQuery, metricsQueryString } from './metrics.ts';

it("gives typed calls the metrics query of the reads' keys, empty filters left out", () => {
  const full = {
    date_from: '2026-01-01',
    date_to: '2026-01-31',
    broadcasters: ['ann', 'bo b'],
    groups: [3, 4],
    component_types: ['live-graphics', 'custom-link'],
    unique: true,
  };
  const decoded = (query: string) => [...new URLSearchParams(query)];
  expect(decoded(serialiseParams(metricsQuery('spring sale', full)))).toEqual(decoded(metricsQueryString('spring sale', full)));
  const empty = { date_from: '', broadcasters: [], groups: [], component_types: [], unique: false };
  expect(serialiseParams(metricsQuery('spring', empty))).toBe('campaign=spring');
  expect(metricsQueryString('spring', empty)).toBe('campaign=spring');
});
