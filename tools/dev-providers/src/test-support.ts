import type { FastifyInstance } from 'fastify';

export const CLIENT_ID = 'advocate-local';
export const CLIENT_SECRET = 'advocate-local-secret';
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

export function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

export function query(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

/** The query parameters of a redirect answer's Location. */
export function redirectParams(location: string | string[] | number | undefined): { url: URL; params: URLSearchParams } {
  const url = new URL(String(location));
  return { url, params: url.searchParams };
}

/** Plays a person on the consent page: GET it, then post the choice the page's form would post. */
export async function choose(app: FastifyInstance, path: string, request: Record<string, string>, choice: Record<string, string>) {
  const page = await app.inject({ method: 'GET', url: `${path}?${query(request)}` });
  if (page.statusCode !== 200) throw new Error(`consent page answered ${page.statusCode}: ${page.body}`);
  const answer = await app.inject({ method: 'POST', url: path, headers: FORM, payload: form({ ...request, ...choice }) });
  return { page, answer };
}

/** The hidden inputs of the first form of a page, as a browser would submit them. */
export function hiddenInputs(html: string): Record<string, string> {
  const firstForm = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
  const out: Record<string, string> = {};
  for (const m of firstForm.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    out[m[1]] = m[2].replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
  }
  return out;
}
