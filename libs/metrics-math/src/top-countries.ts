/** At most this many rows, 'Other' included (spec 00 §9, 01 §9). */
export const TOP_COUNTRIES_LIMIT = 5;
/** Countries with less than this share of all clicks are grouped as 'Other' (spec 01 §9). */
export const MIN_COUNTRY_SHARE = 0.01;
/** Name of the grouped row. */
export const OTHER_COUNTRY = 'Other';

/** One row of `clicks_by_country` (spec 01 §3). */
export interface CountryClicks {
  country: string | null;
  clicks: number;
}

/** A row of the top-countries list; `percent` is 0–100 of all clicks. */
export interface CountryShare {
  country: string;
  clicks: number;
  percent: number;
}

/**
 * Top countries by clicks with their share. Rows of the same country are added together; a
 * blank country counts as 'Other'. Countries under 1 % go to 'Other'; when more than 5 rows
 * would remain, the top 4 stay and the rest join 'Other', so at most 5 rows come back, highest
 * first, 'Other' last. No clicks gives []. See docs/decisions/123.
 * @example topCountries([{ country: 'US', clicks: 90 }, { country: 'FR', clicks: 10 }])
 *   // [{ country: 'US', clicks: 90, percent: 90 }, { country: 'FR', clicks: 10, percent: 10 }]
 */
export function topCountries(rows: readonly CountryClicks[]): CountryShare[] {
  const byCountry = new Map<string, number>();
  let unnamed = 0;
  for (const row of rows) {
    if (!Number.isFinite(row.clicks) || row.clicks <= 0) continue;
    const name = row.country?.trim() ?? '';
    if (name === '' || name === OTHER_COUNTRY) unnamed += row.clicks;
    else byCountry.set(name, (byCountry.get(name) ?? 0) + row.clicks);
  }
  const named = [...byCountry].map(([country, clicks]) => ({ country, clicks }));
  const total = named.reduce((sum, c) => sum + c.clicks, unnamed);
  if (total <= 0) return [];

  named.sort((a, b) => b.clicks - a.clicks || (a.country < b.country ? -1 : 1));
  let kept = named.filter((c) => c.clicks / total >= MIN_COUNTRY_SHARE);
  const sumOf = (list: typeof named) => list.reduce((sum, c) => sum + c.clicks, 0);
  if (kept.length + (total - sumOf(kept) > 0 ? 1 : 0) > TOP_COUNTRIES_LIMIT) {
    kept = kept.slice(0, TOP_COUNTRIES_LIMIT - 1);
  }
  const other = total - sumOf(kept);
  const result = kept.map((c) => ({ ...c, percent: (c.clicks / total) * 100 }));
  if (other > 0) result.push({ country: OTHER_COUNTRY, clicks: other, percent: (other / total) * 100 });
  return result;
}
