import type { FastifyError, FastifyInstance } from 'fastify';
import { messages } from '@advocate/validation';

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
export const notFound = () => new HttpError(404, { detail: 'Not found.' });
export const forbidden = (detail = 'You do not have permission to perform this action.') => new HttpError(403, { detail });

type AjvError = { keyword: string; instancePath: string; params: Record<string, unknown> };

/** Schema (AJV) failures as DRF field errors, with the messages of libs/validation. */
function fieldErrors(errors: AjvError[]): Record<string, string[]> {
  const body: Record<string, string[]> = {};
  for (const error of errors) {
    const field =
      error.keyword === 'required'
        ? String(error.params.missingProperty)
        : error.instancePath.replace(/^\//, '').split('/')[0] || 'non_field_errors';
    const message = error.keyword === 'required' ? messages.required : messages.wrongType;
    body[field] ??= [message];
  }
  return body;
}

/**
 * One error handler: DRF-shaped 4xx answers, and 5xx answers that never leak internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send({ detail: 'Not found.' });
  });

  app.setErrorHandler((error: FastifyError & { validation?: AjvError[] }, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (error.validation) {
      if (error.validationContext === 'body' && !(request.body && typeof request.body === 'object')) {
        return reply.code(400).send({ non_field_errors: [messages.wrongType] });
      }
      return reply.code(400).send(fieldErrors(error.validation));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({ detail: `Unsupported media type "${request.headers['content-type'] ?? ''}" in request.` });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ detail: 'Request body is too large.' });
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send({ detail: 'JSON parse error - the body is empty.' });
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.code(400).send({ detail: 'JSON parse error - the body is not valid JSON.' });
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reply.code(400).send({ detail: 'Invalid Content-Length.' });
    }
    if (error instanceof SyntaxError) {
      return reply.code(400).send({ detail: 'JSON parse error - the body is not valid JSON.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'A server error occurred.' });
  });
}
