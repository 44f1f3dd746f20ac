import { serverMessages } from '@advocate/validation/server-messages';

/** A 4xx answer in the DRF error shape, thrown by services and routes. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const badRequest = (body: Record<string, unknown>) => new HttpError(400, body);
export const notFound = () => new HttpError(404, { detail: serverMessages.notFound });
export const forbidden = (detail: string = serverMessages.permissionDenied) => new HttpError(403, { detail });

/** DRF's throttled answer: 429 with the wait in the text and in Retry-After (at least one second). */
export function throttled(waitSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  return new HttpError(
    429,
    { detail: `Request was throttled. Expected available in ${seconds} seconds.` },
    { 'Retry-After': String(seconds) },
  );
}
