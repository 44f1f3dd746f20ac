import { isApiError } from '@advocate/api-client';

export const CALLBACK_FALLBACK = 'Failed!';

function firstEntry(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return firstEntry(value[0]);
  return undefined;
}

/**
 * Spec 00 §8, OAuth callbacks: the server's _error, detail or first entry, else the JSON text,
 * else 'Failed!'. A network failure keeps the request layer's own message.
 */
export function callbackErrorText(error: unknown): string {
  if (!isApiError(error)) return CALLBACK_FALLBACK;
  const { body } = error;
  const first = firstEntry(body._error) ?? firstEntry(body.detail) ?? Object.values(body).map(firstEntry).find(Boolean);
  if (first) return first;
  if (Object.keys(body).length > 0) return JSON.stringify(body);
  return error.status === 0 && error.generalError ? error.generalError : CALLBACK_FALLBACK;
}
