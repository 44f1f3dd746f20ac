import { ApiError } from '../api-error.ts';
import type { RequestData } from '../body.ts';
import type { ApiClient, RequestOptions } from '../request.ts';
import type { DataOf, HttpMethod, OperationAt, PathsWith } from '../typed/path-types.ts';
import { API_PREFIX, typedCalls } from '../typed/typed-calls.ts';
import type { UntypedCall } from '../typed/typed-calls.ts';
import type { ApiErrorBody } from '../types.ts';
import { serialiseParams } from '../url.ts';

export type FakeMethod = HttpMethod | 'STREAM';

export interface FakeCall {
  method: FakeMethod;
  /** The path relative to the base URL, query included when a typed call gave one (labels/?campaign=spring). */
  path: string;
  data: RequestData | undefined;
  options: RequestOptions | undefined;
  /** The documented path of a typed call (/api/v1/labels/{id}/); undefined for the untyped ones. */
  template?: string;
}

/** A documented route, "METHOD /api/v1/…" as the OpenAPI document spells it. */
export type FakeRoute = { [M in HttpMethod]: `${M} ${PathsWith<M>}` }[HttpMethod];
/** The answer type of a documented route (the generated wire type). */
export type AnswerAt<R extends string> = R extends `${infer M extends HttpMethod} ${infer P}`
  ? P extends PathsWith<M>
    ? DataOf<OperationAt<P, M>>
    : never
  : never;
type Answered<T> = T | ApiError | ((call: FakeCall) => T | ApiError | Promise<T | ApiError>);
/** A documented route's answer: its wire type (a fixture of another shape does not compile), an ApiError, or a function of the call. */
export type TypedAnswer<R extends FakeRoute> = Answered<AnswerAt<R>>;

/** An answer for an untyped "METHOD path" key: a value, an ApiError to reject with, or a function of the call. */
export type FakeAnswer = unknown | ((call: FakeCall) => unknown);

/**
 * The answers of a fake client. Documented routes ("GET /api/v1/labels/", "PATCH /api/v1/labels/{id}/")
 * are typed by the generated wire types and answer every call to them; exact untyped keys
 * ("GET labels/?campaign=spring") answer that call only and win over the documented route.
 */
export type FakeAnswers = { [R in FakeRoute]?: TypedAnswer<R> } & Record<string, FakeAnswer>;

export interface FakeApiClient extends ApiClient {
  /** Every call made, in order. */
  calls: FakeCall[];
  /** The same calls as "METHOD path", for plain `toContain` assertions. */
  routes: string[];
  /** Sets or replaces the answer of a documented route (typed) or of an exact "METHOD path" (for example 'GET rest-auth/user/'). */
  answer<R extends string>(route: R, answer: R extends FakeRoute ? TypedAnswer<R> : FakeAnswer): void;
}

/** A rejected call in the request layer's own shape, for fakes of failing answers. */
export function fakeApiError(status: number, body: ApiErrorBody, generalError?: string): ApiError {
  const nonField = Array.isArray(body.non_field_errors) ? body.non_field_errors[0] : undefined;
  return new ApiError(status, body, generalError ?? nonField);
}

export interface FakeApiClientOptions {
  baseUrl?: string;
  /** The answer of a route with none set; by default a rejection like the server's 404. */
  unanswered?: (call: FakeCall) => unknown;
}

const notFound = () => fakeApiError(404, { detail: 'Not found.' });

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** "GET /api/v1/labels/{id}/" → a test of "GET labels/3/" (query left aside). */
function documentedRoute(route: string): ((method: string, path: string, template?: string) => boolean) | undefined {
  const [method, template] = route.split(' ');
  if (!template?.startsWith(API_PREFIX)) return undefined;
  const pattern = new RegExp(`^${escape(template.slice(API_PREFIX.length)).replace(/\\?\{[^}]+\\?\}/g, '[^/?]+')}(\\?.*)?$`);
  return (callMethod, path, callTemplate) =>
    callMethod === method && (callTemplate === undefined ? pattern.test(path) : callTemplate === template);
}

/**
 * An in-memory ApiClient for component tests (no fetch stubs): answers by route and records calls;
 * unknown routes reject like the server's 404 unless `unanswered` says otherwise.
 */
export function createFakeApiClient(
  answers: FakeAnswers = {},
  { baseUrl = 'http://api.test/api/v1/', unanswered = notFound }: FakeApiClientOptions = {},
): FakeApiClient {
  const routes = new Map<string, unknown>(Object.entries(answers));
  const calls: FakeCall[] = [];
  const seen: string[] = [];

  function answerOf(call: FakeCall): unknown {
    const route = `${call.method} ${call.path}`;
    if (routes.has(route)) return routes.get(route);
    for (const [key, answer] of [...routes].reverse()) {
      if (documentedRoute(key)?.(call.method, call.path, call.template)) return answer;
    }
    return unanswered;
  }

  async function request<T>(call: FakeCall): Promise<T> {
    calls.push(call);
    seen.push(`${call.method} ${call.path}`);
    const answer = answerOf(call);
    const value = typeof answer === 'function' ? await (answer as (call: FakeCall) => unknown)(call) : answer;
    if (value instanceof ApiError) throw value;
    return value as T;
  }

  const untyped = (method: FakeMethod, path: string, data: RequestData | undefined, options?: RequestOptions) =>
    request<never>({ method, path, data, options });
  const typed = ({ method, template, path, query, body, headers, signal }: UntypedCall) => {
    const search = serialiseParams(query);
    return request({ method, path: search ? `${path}?${search}` : path, data: body, options: { headers, signal }, template });
  };

  return {
    baseUrl,
    calls,
    routes: seen,
    answer: (route, answer) => void routes.set(route, answer),
    get: (path, options) => untyped('GET', path, undefined, options),
    delete: (path, options) => untyped('DELETE', path, undefined, options),
    post: (path, data, options) => untyped('POST', path, data, options),
    put: (path, data, options) => untyped('PUT', path, data, options),
    patch: (path, data, options) => untyped('PATCH', path, data, options),
    // A file answer is set like any other ('GET path'), as a Blob.
    download: (path, options) => untyped('GET', path, undefined, options),
    // An event stream ('STREAM path') answers a list of [event, data] pairs, then stays open until aborted.
    stream: async (path, { signal, onEvent }) => {
      const events = await request<Array<[string, unknown]> | undefined>({ method: 'STREAM', path, data: undefined, options: { signal } });
      for (const [event, data] of events ?? []) onEvent(event, data);
      await new Promise<void>((resolve) => (signal.aborted ? resolve() : signal.addEventListener('abort', () => resolve())));
    },
    ...typedCalls(typed),
  };
}
