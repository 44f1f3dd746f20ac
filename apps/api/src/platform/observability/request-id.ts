import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a request id comes in and goes out with (decision 735). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming id is kept when it is short and plain (a proxy's or a load balancer's); otherwise a new one. */
const SANE_ID = /^[A-Za-z0-9._:@-]{8,128}$/;

/** Fastify's `genReqId`: the caller's X-Request-Id when sane, else a random UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}
