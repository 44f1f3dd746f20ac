import { describe, expect, it } from 'vitest';
import { countryName } from './country-name.ts';

describe('countryName: one form for countries on pages and in reports (issue 26)', () => {
  it.each([
    ['US', 'United States'],
    ['de', 'Germany'],
    ['CA', 'Canada'],
    ['Other', 'Other'],
    ['', 'Unknown'],
    [null, 'Unknown'],
    ['XYZ', 'XYZ'],
  ])('%s reads %s', (code, name) => {
    expect(countryName(code)).toBe(name);
  });
});
