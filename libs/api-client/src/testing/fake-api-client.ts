import { ApiError } from '../api-error.ts';
import type { RequestData } from '../body.ts';
import type { ApiClient, RequestOptions } from '../request.ts';
import type { ApiErrorBody } from '../types.ts';

export type FakeMethod = 'GET' | 'DELETE' | 'POST' | 'PUT' | 'PATCH';

export interface FakeCall {
  method: FakeMethod;
  path: string;
  data: RequestData | undefined;
  options: RequestOptions | undefined;
}

/** An answer for "METHOD path": a value, an ApiError to reject with, or a function of the call. */
export type FakeAnswer = unknown | ((call: FakeCall) => unknown);

export interface FakeApiClient extends ApiClient {
  /** Every call made, in order. */
  calls: FakeCall[];
  /** The same calls as "METHOD path", for plain `toContain` assertions. */
  routes: string[];
  /** Sets or replaces the answer of "METHOD path" (for example 'GET rest-auth/user/'). */
  answer(route: string, answer: FakeAnswer): void;
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

/**
 * An in-memory ApiClient for component tests (no fetch stubs): answers by "METHOD path" and
 * records calls; unknown routes reject like the server's 404 unless `unanswered` says otherwise.
 */
export function createFakeApiClient(
  answers: Record<string, FakeAnswer> = {},
  { baseUrl = 'http://api.test/api/v1/', unanswered = notFound }: FakeApiClientOptions = {},
): FakeApiClient {
  const routes = new Map(Object.entries(answers));
  const calls: FakeCall[] = [];
  const seen: string[] = [];

  async function request<T>(method: FakeMethod, path: string, data: RequestData | undefined, options?: RequestOptions): Promise<T> {
    const call: FakeCall = { method, path, data, options };
    const route = `${method} ${path}`;
    calls.push(call);
    seen.push(route);
    const answer = routes.has(route) ? routes.get(route) : unanswered;
    const value = typeof answer === 'function' ? await (answer as (call: FakeCall) => unknown)(call) : answer;
    if (value instanceof ApiError) throw value;
    return value as T;
  }

  return {
    baseUrl,
    calls,
    routes: seen,
    answer: (route, answer) => void routes.set(route, answer),
    get: (path, options) => request('GET', path, undefined, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
    post: (path, data, options) => request('POST', path, data, options),
    put: (path, data, options) => request('PUT', path, data, options),
    patch: (path, data, options) => request('PATCH', path, data, options),
    // A file answer is set like any other ('GET path'), as a Blob.
    download: (path, options) => request<Blob>('GET', path, undefined, options),
  };
}
