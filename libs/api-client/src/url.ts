/** Query parameter values the request layer knows how to write. */
export type ParamValue = string | number | boolean | Date | null | undefined;
export type Params = Record<string, ParamValue | ParamValue[]>;

const absoluteUrl = /^[a-z][a-z\d+.-]*:\/\//i;

/** Relative paths are joined to the API base (which ends with a slash); absolute URLs are kept. */
export function joinUrl(baseUrl: string, path: string): string {
  if (absoluteUrl.test(path)) return path;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return base + path.replace(/^\/+/, '');
}

function paramText(value: Exclude<ParamValue, null | undefined>): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** Serialises params into a query string: lists repeat the key, null and undefined are left out. */
export function serialiseParams(params: Params | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === null || value === undefined) continue;
      search.append(key, paramText(value));
    }
  }
  return search.toString();
}

/** The full request URL: joined path plus serialised params, appended to any existing query. */
export function buildUrl(baseUrl: string, path: string, params?: Params): string {
  const url = joinUrl(baseUrl, path);
  const query = serialiseParams(params);
  if (!query) return url;
  return url + (url.includes('?') ? '&' : '?') + query;
}
