/** The campaign's optional UTM parameters (decision 523); '' = not set. */
export interface UtmSettings {
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
}

/**
 * Where a click on `key` goes (decision 520): the target with `advref=<key>` (replacing one it has),
 * the campaign's UTM parameters where the target does not set them already, its own query and
 * fragment kept. Undefined when the target is not an absolute http(s) address.
 */
export function redirectTarget(target: string, key: string, utm: UtmSettings): string | undefined {
  let url: URL;
  try {
    url = new URL(target.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  for (const name of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
    if (utm[name] && !url.searchParams.has(name)) url.searchParams.set(name, utm[name]);
  }
  url.searchParams.set('advref', key);
  return url.toString();
}
