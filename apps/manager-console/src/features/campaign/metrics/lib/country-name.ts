import { OTHER_COUNTRY } from '@advocate/metrics-math';

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
