import { describe, expect, it } from 'vitest';
import { countryName, countrySearchTerms } from './country-name.ts';

describe('countryName: one form for countries on pages and in reports (issue 26)', () => {
  it.each([
    ['US', 'United States'],
    ['us', 'United States'],
    ['de', 'Germany'],
    ['CA', 'Canada'],
    ['Other', 'Other'],
    ['Canada', 'Canada'],
    ['', 'Unknown'],
    [null, 'Unknown'],
    ['XYZ', 'XYZ'],
  ])('%s reads %s', (code, name) => {
    expect(countryName(code)).toBe(name);
  });
});

describe('countrySearchTerms', () => {
  it('gives the code and the name', () => {
    expect(countrySearchTerms('CA')).toEqual(['CA', 'Canada']);
    expect(countrySearchTerms('Other')).toEqual(['Other']);
  });
});
