import { serverMessageOf } from './failure-text.ts';
import type { ApiErrorBody } from './types.ts';

/** Spec 00 §8: the exact text shown when the server cannot be reached at all. */
export const NETWORK_ERROR_MESSAGE = "Can't connect to the server. Please try again later";

/**
 * A non-OK answer (or no answer at all). `body` is the answer's JSON ({} when the answer was not
 * JSON or never came); `generalError` is what a form shows when no field error applies.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  readonly generalError: string | undefined;
  /**
   * The server's own message for a refused action (4xx: detail, non_field_errors, or a field's
   * error), undefined after a network failure, a 5xx or a body without one (decision 680). Read by
   * ui-kit's ConfirmModal, which may not import this class.
   */
  readonly serverMessage: string | undefined;
  /**
   * The id of a 5xx answer's request (`request_id`, decision 735), for the user to quote to support;
   * undefined for other answers. The spec's failure texts stay as they are.
   */
  readonly requestId: string | undefined;

  constructor(status: number, body: ApiErrorBody, generalError: string | undefined) {
    super(generalError ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.generalError = generalError;
    this.serverMessage = serverMessageOf(status, body);
    this.requestId = status >= 500 && typeof body.request_id === 'string' ? body.request_id : undefined;
  }
}

/**
 * The text a failed action shows (decision 680): the server's message when it gave one, else
 * `fallback` (the spec's 'Couldn't … Please try again later' texts).
 */
export function failureText(error: unknown, fallback: string): string {
  return (isApiError(error) ? error.serverMessage : undefined) ?? fallback;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/** First entry of a field's error list in a DRF-shaped body (string or list of strings). */
export function fieldErrorText(body: ApiErrorBody, field: string): string | undefined {
  return firstString(body[field]);
}

function bodyIsEmpty(body: ApiErrorBody): boolean {
  return Object.keys(body).length === 0;
}

/**
 * The form-level error rule of spec 00 §8 (login, sign-up, reset request, reset password): the first
 * non_field_errors message, otherwise the whole error body as text. Answers that carried no JSON body
 * fall back to the general error (status text or the network message).
 */
export function firstErrorText(error: unknown): string {
  if (isApiError(error)) {
    const nonField = fieldErrorText(error.body, 'non_field_errors');
    if (nonField) return nonField;
    if (!bodyIsEmpty(error.body)) return JSON.stringify(error.body);
    return error.generalError ?? error.message;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}
