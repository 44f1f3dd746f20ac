import { Reader, type ReaderModel } from '@maxmind/geoip2-node';
import type { Config } from '../../config.ts';

type Headers = Record<string, string | string[] | undefined>;

/** A country code from the request: ISO 3166 alpha-2, upper case, or null when unknown. */
export type CountryLookup = (ip: string, headers: Headers) => string | null;

/** CDN placeholders for "no country" (Cloudflare: XX unknown, T1 Tor). */
const NO_COUNTRY = new Set(['XX', 'T1', 'ZZ']);

function normalize(code: string | undefined | null): string | null {
  const upper = (code ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(upper) && !NO_COUNTRY.has(upper) ? upper : null;
}

/**
 * The click's country (decision 522): the CDN's country header when GEO_COUNTRY_HEADER names one,
 * else the MaxMind GeoLite2/GeoIP2 country or city database at GEOIP_DATABASE_PATH, else unknown.
 * A database that does not open stops the start-up (a wrong path is a configuration error).
 */
export async function createCountryLookup(config: Pick<Config, 'GEO_COUNTRY_HEADER' | 'GEOIP_DATABASE_PATH'>): Promise<CountryLookup> {
  const headerName = config.GEO_COUNTRY_HEADER?.toLowerCase();
  if (headerName) {
    return (_ip, headers) => {
      const value = headers[headerName];
      return normalize(Array.isArray(value) ? value[0] : value);
    };
  }
  if (config.GEOIP_DATABASE_PATH) {
    const reader: ReaderModel = await Reader.open(config.GEOIP_DATABASE_PATH);
    return (ip) => {
      try {
        return normalize(reader.country(ip).country?.isoCode);
      } catch {
        // Private, reserved or unlisted addresses.
        return null;
      }
    };
  }
  return () => null;
}
