import type { RequestData } from '../body.ts';
import type { Params } from '../url.ts';
import type { HttpMethod, TypedCalls } from './path-types.ts';

/** The documented paths start with the API's version path; the clients' base URL ends with it. */
export const API_PREFIX = '/api/v1/';

/** What a typed call hands to the request layer: the relative path (parameters filled in), query and body. */
export interface UntypedCall {
  method: HttpMethod;
  /** The documented path it was called with (/api/v1/labels/{id}/). */
  template: string;
  /** The path relative to the base URL, parameters filled in and encoded (labels/3/). */
  path: string;
  query: Params | undefined;
  body: RequestData | undefined;
  headers: Record<string, string> | undefined;
  signal: AbortSignal | undefined;
}

interface LooseInit {
  params?: { path?: Record<string, string | number>; query?: Params };
  body?: RequestData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** labels/{id}/ with { id: 3 } → labels/3/ (each value URI-encoded). */
export function fillPath(template: string, pathParams: Record<string, string | number> = {}): string {
  const relative = template.startsWith(API_PREFIX) ? template.slice(API_PREFIX.length) : template.replace(/^\/+/, '');
  return relative.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = pathParams[name];
    if (value === undefined) throw new Error(`${template}: no value for the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The five typed calls of a client, each turned into one untyped call of its request layer. */
export function typedCalls(send: (call: UntypedCall) => Promise<unknown>): TypedCalls {
  const call =
    (method: HttpMethod) =>
    (template: string, init: LooseInit = {}): Promise<never> =>
      send({
        method,
        template,
        path: fillPath(template, init.params?.path),
        query: init.params?.query,
        body: init.body,
        headers: init.headers,
        signal: init.signal,
      }) as Promise<never>;
  // The loose runtime signature stands for every typed one (the types above check the callers).
  return { GET: call('GET'), POST: call('POST'), PUT: call('PUT'), PATCH: call('PATCH'), DELETE: call('DELETE') } as unknown as TypedCalls;
}
