import type { FastifyInstance, FastifyRequest } from 'fastify';

export type Params = Record<string, string>;
export type FormBody = Record<string, string | string[]>;

/** Parses an x-www-form-urlencoded body; repeated names become arrays, as in a query string. */
export function parseForm(text: string): FormBody {
  const out = new Map<string, string | string[]>();
  for (const [name, value] of new URLSearchParams(text)) {
    const before = out.get(name);
    out.set(name, before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value]);
  }
  // fromEntries defines own properties, so a field named __proto__ cannot reach the prototype.
  return Object.fromEntries(out);
}

/** Registers the form parser (`@fastify/formbody` is not a dependency of the workspace). */
export function registerFormParser(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, parseForm(typeof body === 'string' ? body : body.toString('utf8')));
  });
}

/**
 * Query and body merged into single strings (the body wins; the first of repeated values counts).
 * Providers accept token parameters in either place, so handlers read them through here.
 */
export function readParams(request: FastifyRequest): Params {
  const out = new Map<string, string>();
  for (const source of [request.query, request.body]) {
    if (!source || typeof source !== 'object') continue;
    for (const [name, value] of Object.entries(source)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string') out.set(name, first);
    }
  }
  return Object.fromEntries(out);
}

/** Client credentials from HTTP Basic auth, as Google and Discord accept them. */
export function basicCredentials(request: FastifyRequest): { id: string; secret: string } | undefined {
  const [scheme, encoded] = (request.headers.authorization ?? '').trim().split(/\s+/, 2);
  if (scheme?.toLowerCase() !== 'basic' || !encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  // OAuth 2 form-encodes id and secret before Basic-encoding them (RFC 6749 §2.3.1).
  const unescape = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
  try {
    return { id: unescape(decoded.slice(0, colon)), secret: unescape(decoded.slice(colon + 1)) };
  } catch {
    return undefined;
  }
}

/** Scopes from a space-separated parameter (a '+' in a URL already decodes to a space). */
export function splitScopes(scope: string | undefined): string[] {
  return (scope ?? '').split(/[\s+]+/).filter(Boolean);
}

/** An absolute http(s) URL, or undefined. */
export function httpUrl(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The redirect URI with extra query parameters added (absent values are left out). */
export function withQuery(target: URL | string, params: Record<string, string | undefined>): string {
  const url = new URL(target.toString());
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}
