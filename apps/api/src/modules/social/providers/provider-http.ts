/**
 * The one way the API talks to an OAuth provider: global fetch with a time limit. Every failure
 * (network, timeout, non-2xx, unreadable body) becomes a `ProviderError`, which routes turn into a
 * DRF 400, never a 5xx: a provider being down is not the API's fault and must not look like it.
 */

/** Long enough for a slow provider, short enough that a sign-in page does not hang. */
export const PROVIDER_TIMEOUT_MS = 10_000;
/** Authorisation codes are short opaque strings; a huge one is not worth sending to the provider. */
export const MAX_CODE_LENGTH = 2048;
/** Provider answers are small JSON or form bodies; anything bigger is not one. */
const MAX_BODY_BYTES = 256 * 1024;

export class ProviderError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status, when it answered at all. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface ProviderRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent form-encoded (application/x-www-form-urlencoded), as OAuth token endpoints expect. */
  form?: Record<string, string>;
  /** Sent as application/json (Twitter API v2 writes). */
  json?: unknown;
  timeoutMs?: number;
}

/** The body text of a 2xx answer. */
export async function providerText(url: string, request: ProviderRequest = {}): Promise<string> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  } else if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(request.timeoutMs ?? PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
    throw new ProviderError(`${new URL(url).host} ${reason}`);
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ProviderError(`${new URL(url).host} answer could not be read`, response.status);
  }
  if (text.length > MAX_BODY_BYTES) throw new ProviderError('provider answer too large', response.status);
  if (!response.ok) throw new ProviderError(`${new URL(url).host} answered ${response.status}`, response.status);
  return text;
}

/** The JSON object of a 2xx answer. */
export async function providerJson(url: string, request: ProviderRequest = {}): Promise<Record<string, unknown>> {
  const text = await providerText(url, request);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ProviderError('provider answer is not JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ProviderError('provider answer is not an object');
  return parsed as Record<string, unknown>;
}

/** A required non-empty string field of a provider answer (ids may come as numbers). */
export function requiredString(source: Record<string, unknown> | undefined, field: string): string {
  const value = source?.[field];
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new ProviderError(`provider answer lacks ${field}`);
}

/** An optional string field: undefined for absent, empty or non-string values. */
export function optionalString(source: Record<string, unknown> | undefined, field: string): string | undefined {
  const value = source?.[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Scopes as a provider reports them: an array (Twitch) or a space-separated string (Google, Discord). */
export function scopeList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((s): s is string => typeof s === 'string');
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}
