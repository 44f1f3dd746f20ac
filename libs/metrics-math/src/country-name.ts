/** What a click without a known country reads as (reports, channels). */
export const UNKNOWN_COUNTRY = 'Unknown';

const regions = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }) : null;

/**
 * A country as every page and report file shows it (issue 26): the English name of its ISO 3166
 * code, from the same Intl data in the browser and the API. 'Other' and anything that is not a
 * two-letter code stay as they are; a blank country is 'Unknown'.
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
