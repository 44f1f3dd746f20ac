import { OTHER_COUNTRY } from './top-countries.ts';

/**
 * The one source of country names (decision 686): the runtime's English region names (Intl, CLDR),
 * so no list of our own. Clicks carry ISO 3166 alpha-2 codes.
 */
const regions = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }) : null;

/** 'US' → 'United States'; 'Other' and anything not a region code stay as they are. */
export function countryName(code: string): string {
  if (code === OTHER_COUNTRY || !/^[A-Za-z]{2}$/.test(code) || !regions) return code;
  try {
    return regions.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** What a text filter may match for a country: its code and, when known, its name ('CA', 'Canada'). */
export function countrySearchTerms(code: string): string[] {
  const name = countryName(code);
  return name === code ? [code] : [code, name];
}
