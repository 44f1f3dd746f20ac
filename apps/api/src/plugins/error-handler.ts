import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@advocate/validation';
import { serverMessages } from '@advocate/validation/server-messages';
import { HttpError } from '../errors.ts';
import { setSecurityHeaders } from './security-headers.ts';

type AjvError = { keyword: string; instancePath: string; params: Record<string, unknown> };

/**
 * The DRF field name of a schema failure: nested object fields keep their dotted name (decision 118),
 * list items answer on their list.
 */
function fieldName(error: AjvError): string {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .filter((segment) => !/^\d+$/.test(segment))
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') path.push(String(error.params.missingProperty));
  return path.join('.') || 'non_field_errors';
}

function fieldMessage(error: AjvError): string {
  if (error.keyword === 'required') return messages.required;
  if (error.keyword === 'maxLength') return messages.maxLength(Number(error.params.limit));
  return messages.wrongType;
}

/** Schema (AJV) failures as DRF field errors, with the messages of libs/validation. */
function fieldErrors(errors: AjvError[]): Record<string, string[]> {
  const body: Record<string, string[]> = {};
  for (const error of errors) body[fieldName(error)] ??= [fieldMessage(error)];
  return body;
}

/**
 * DRF's texts for the 4xx answers nothing more specific handles: a fixed text per status, never the
 * message of the error (which may name internals).
 */
const statusDetails: Record<number, string> = {
  400: 'Malformed request.',
  401: serverMessages.notAuthenticated,
  403: 'You do not have permission to perform this action.',
  404: serverMessages.notFound,
  405: 'Method not allowed.',
  406: 'Could not satisfy the request Accept header.',
  413: 'Request body is too large.',
  414: 'Request URI is too long.',
  415: 'Unsupported media type in request.',
  429: 'Request was throttled.',
};

/** The fixed `{detail}` answer of a 4xx status. */
function statusDetail(status: number): { detail: string } {
  return { detail: statusDetails[status] ?? statusDetails[400] };
}

/**
 * A 5xx answer: DRF's fixed text, and the request's id (also in X-Request-Id and on the log line
 * with the error's stack) for the user to quote to support (decision 735).
 */
function serverErrorAnswer(request: FastifyRequest): { detail: string; request_id: string } {
  return { detail: serverMessages.serverError, request_id: request.id };
}

/**
 * Fastify's `frameworkErrors`: failures the router meets before any route runs (an URL that does
 * not decode, a path parameter over the length limit) answer in the DRF shape too (decision 235).
 * No hook runs for them, so the security headers are set here.
 */
export function frameworkErrorAnswer(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  setSecurityHeaders(request, reply);
  // No hook runs here: the request id goes back from here (decision 735).
  void reply.header('x-request-id', request.id);
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : (error.statusCode ?? 500);
  if (status >= 500) {
    request.log.error({ err: error }, 'framework error');
    void reply.code(500).send(serverErrorAnswer(request));
    return;
  }
  void reply.code(status).send(statusDetail(status));
}

/**
 * One error handler: DRF-shaped 4xx answers, and 5xx answers that never leak internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send({ detail: serverMessages.notFound });
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
      return reply.code(status).send(statusDetail(status));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(serverErrorAnswer(request));
  });
}
