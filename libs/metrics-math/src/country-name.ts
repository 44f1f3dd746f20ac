/** What a click without a known country reads as (reports, channels). */
export const UNKNOWN_COUNTRY = 'Unknown';

/**
 * The one source of country names (decisions 686, 690): the runtime's English region names (Intl,
 * CLDR), the same data in the browser and the API, so no list of our own. Clicks carry ISO 3166
 * alpha-2 codes.
 */
const regions = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }) : null;

/**
 * A country as every page and report file shows it (issue 26): the English name of its ISO 3166
 * code. 'Other' and anything that is not a two-letter code stay as they are; a blank country is
 * 'Unknown'.
 * @example countryName('US') // 'United States'
 */
export function countryName(code: string | null): string {
  const trimmed = code?.trim() ?? '';
  if (trimmed === '') return UNKNOWN_COUNTRY;
  if (!/^[A-Za-z]{2}$/.test(trimmed) || !regions) return trimmed;
  try {
    return regions.of(trimmed.toUpperCase()) ?? trimmed;
  } catch {
    return trimmed;
  }
}

/** What a text filter may match for a country: its code and, when known, its name ('CA', 'Canada'). */
export function countrySearchTerms(code: string): string[] {
  const name = countryName(code);
  return name === code ? [code] : [code, name];
}
