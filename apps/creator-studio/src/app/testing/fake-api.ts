import { ApiError } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

export interface FakeApi extends ApiClient {
  /** Every call as `METHOD path`, in order. */
  calls: string[];
}

/**
 * An in-memory stand-in for the request layer (same interface as createApiClient): GET answers
 * from `answers` by path, 404 otherwise; writes answer an empty object.
 */
export function fakeApi(answers: Record<string, unknown>): FakeApi {
  const calls: string[] = [];
  const write = async <T>(method: string, path: string): Promise<T> => {
    calls.push(`${method} ${path}`);
    return {} as T;
  };
  return {
    baseUrl: 'http://api.test/api/v1/',
    calls,
    async get<T>(path: string): Promise<T> {
      calls.push(`GET ${path}`);
      if (!(path in answers)) throw new ApiError(404, { detail: 'Not found.' }, undefined);
      return answers[path] as T;
    },
    delete: (path) => write('DELETE', path),
    post: (path) => write('POST', path),
    put: (path) => write('PUT', path),
    patch: (path) => write('PATCH', path),
  };
}
