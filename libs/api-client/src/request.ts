import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error.ts';
import { hasFile, toFormData } from './body.ts';
import type { RequestData } from './body.ts';
import type { ApiErrorBody } from './types.ts';
import { buildUrl } from './url.ts';
import type { Params } from './url.ts';
import type { TypedCalls } from './typed/path-types.ts';
import { typedCalls } from './typed/typed-calls.ts';
import { readEventStream, type StreamEventHandler } from './event-stream.ts';
import { serverMessages } from '@advocate/validation/server-messages';

export interface ApiClientOptions {
  /** API origin plus version path, ending with a slash: http://host/api/v1/ */
  baseUrl: string;
  /** The session token, read on every request so sign-in and sign-out apply at once. */
  getToken: () => string | null | undefined;
  /** Called when the server answers detail 'Invalid token.' (forced logout, spec 00 §4). */
  onInvalidToken?: () => void;
  /** Locale for accept-language; defaults to the browser's language. */
  locale?: string;
  /** The fetch to use; defaults to the global one. */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  params?: Params;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface StreamOptions {
  /** Ends the stream (the page closed, the user signed out). */
  signal: AbortSignal;
  /** Each event of the stream, its data parsed. */
  onEvent: StreamEventHandler;
}

/**
 * The request layer: typed calls by documented path (`GET`, `POST`, `PUT`, `PATCH`, `DELETE`; see
 * typed/path-types.ts), and the older untyped ones (`get<T>(relative path)`) still used by the
 * endpoint helpers not moved yet.
 */
export interface ApiClient extends TypedCalls {
  readonly baseUrl: string;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  delete<T = void>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, data?: RequestData, options?: RequestOptions): Promise<T>;
  put<T>(path: string, data?: RequestData, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, data?: RequestData, options?: RequestOptions): Promise<T>;
  /** GET of a file answer (CSV and the like) as a Blob; errors as the other calls. */
  download(path: string, options?: RequestOptions): Promise<Blob>;
  /**
   * GET of a server-sent event stream with the session token (decision 791; EventSource cannot
   * send it): resolves when the stream ends or is aborted; a refused stream rejects as the other calls.
   */
  stream(path: string, options: StreamOptions): Promise<void>;
}

type Method = 'GET' | 'DELETE' | 'POST' | 'PUT' | 'PATCH';

export const INVALID_TOKEN_DETAIL = serverMessages.invalidToken;

function defaultLocale(): string {
  return typeof navigator !== 'undefined' && navigator.language ? navigator.language : 'en';
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function asErrorBody(value: unknown): ApiErrorBody {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as ApiErrorBody;
  // A JSON list or scalar error is kept under non_field_errors so the form rule still finds it.
  if (Array.isArray(value)) return { non_field_errors: value.map(String) };
  return { non_field_errors: [String(value)] };
}

function generalErrorOf(body: ApiErrorBody): string | undefined {
  const nonField = body.non_field_errors;
  return Array.isArray(nonField) && typeof nonField[0] === 'string' ? nonField[0] : undefined;
}

/** The request layer of spec 00 §7 and §8. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, getToken, onInvalidToken } = options;

  async function request<T>(
    method: Method,
    path: string,
    data: RequestData | undefined,
    init: RequestOptions = {},
    asFile: boolean | StreamOptions = false,
  ): Promise<T> {
    const headers: Record<string, string> = {
      Accept: typeof asFile === 'object' ? 'text/event-stream' : asFile ? '*/*' : 'application/json',
      'Accept-Language': options.locale ?? defaultLocale(),
      ...init.headers,
    };
    let body: BodyInit | undefined;
    // fetch writes the multipart Content-Type itself, with its boundary.
    if (hasFile(data)) body = toFormData(data);
    else {
      headers['Content-Type'] = 'application/json';
      if (data !== undefined) body = JSON.stringify(data);
    }
    const token = getToken();
    if (token) headers.Authorization = `Token ${token}`;

    const doFetch = options.fetch ?? fetch;
    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, path, init.params), { method, headers, body, signal: init.signal });
    } catch (cause) {
      if (init.signal?.aborted) throw cause;
      throw new ApiError(0, {}, NETWORK_ERROR_MESSAGE);
    }

    if (typeof asFile === 'object' && response.ok) {
      if (response.body) await readEventStream(response.body, asFile.onEvent);
      return undefined as T;
    }
    if (asFile && response.ok) return (await response.blob()) as T;
    const parsed = await readJson(response);
    if (response.ok) return (parsed.ok ? parsed.value : undefined) as T;

    if (!parsed.ok || parsed.value === undefined)
      throw new ApiError(response.status, {}, response.statusText || `Error ${response.status}`);
    const errorBody = asErrorBody(parsed.value);
    if (errorBody.detail === INVALID_TOKEN_DETAIL) onInvalidToken?.();
    throw new ApiError(response.status, errorBody, generalErrorOf(errorBody));
  }

  return {
    baseUrl,
    get: (path, init) => request('GET', path, undefined, init),
    delete: (path, init) => request('DELETE', path, undefined, init),
    post: (path, data, init) => request('POST', path, data, init),
    put: (path, data, init) => request('PUT', path, data, init),
    patch: (path, data, init) => request('PATCH', path, data, init),
    download: (path, init) => request<Blob>('GET', path, undefined, init, true),
    stream: (path, streamOptions) => request<void>('GET', path, undefined, { signal: streamOptions.signal }, streamOptions),
    ...typedCalls(({ method, path, query, body, headers, signal }) => request(method, path, body, { params: query, headers, signal })),
  };
}
