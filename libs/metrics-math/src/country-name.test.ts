import { describe, expect, it } from 'vitest';
import { countryName, countrySearchTerms } from './country-name.ts';

describe('countryName', () => {
  it('names ISO codes in English, whatever their case', () => {
    expect(countryName('CA')).toBe('Canada');
    expect(countryName('us')).toBe('United States');
    expect(countryName('DE')).toBe('Germany');
  });

  it("leaves 'Other', empty and non-codes as they are", () => {
    expect(countryName('Other')).toBe('Other');
    expect(countryName('')).toBe('');
    expect(countryName('Canada')).toBe('Canada');
  });
});

describe('countrySearchTerms', () => {
  it('gives the code and the name', () => {
    expect(countrySearchTerms('CA')).toEqual(['CA', 'Canada']);
    expect(countrySearchTerms('Other')).toEqual(['Other']);
  });
});
