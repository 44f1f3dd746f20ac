import type { ApiErrorBody } from './types.ts';

/** The first message of a DRF error value: a string, a list of strings, or a nested field object. */
function messageIn(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) {
    for (const entry of value) {
      const found = messageIn(entry);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const entry of Object.values(value)) {
      const found = messageIn(entry);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * What the server said about a refused action, in the DRF shape (decision 680): `detail`, else the
 * first non_field_errors message, else the first message of the first field error. Undefined when
 * it said nothing usable: no answer (network failure, status 0), a server failure (5xx), or a body
 * without a message.
 */
export function serverMessageOf(status: number, body: ApiErrorBody): string | undefined {
  if (status < 400 || status >= 500) return undefined;
  return messageIn(body.detail) ?? messageIn(body.non_field_errors) ?? messageIn(body);
}
