import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../config.ts';
import { detailAnswer } from '../schemas/answers.ts';
import { throttled } from '../errors.ts';
import { isLean, isProbe } from './lean-routes.ts';

const MINUTE_MS = 60_000;
/** Counters kept in memory (least recently used dropped first): one per client address seen lately. */
const REMEMBERED_CLIENTS = 10_000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** The client's address as a counter key: an IPv6 client counts by its /64, as the plugin does. */
export const clientKey = (request: FastifyRequest) => normalizeIP(request.ip);

/** Whether the request names a sign-in token or API key (the authentication stage checks it afterwards). */
const hasCredentials = (request: FastifyRequest) => /^\s*(token|api-key)\s/i.test(request.headers.authorization ?? '');

/** An onRequest hook answering 429 in DRF's shape when `limiter` counts the request over its limit. */
function limitHook(limiter: Limiter): onRequestAsyncHookHandler {
  return async (request) => {
    const limit = await limiter(request);
    if (!limit.isAllowed && limit.isExceeded) throw throttled(limit.ttlInSeconds);
  };
}

/**
 * A per-IP limit for some routes (`onRequest` of the route), counted on its own beside the general
 * limit: `max` requests per `windowMs` from one client address.
 */
export function perIpLimit(app: FastifyInstance, max: number, windowMs = MINUTE_MS): onRequestAsyncHookHandler {
  return limitHook(app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: clientKey }));
}

/**
 * @fastify/rate-limit, used through its `createRateLimit` so limits stack (the plugin's own hooks
 * run one limit per request), and the general limit (decision 271): per client address and minute,
 * RATE_LIMIT_ANONYMOUS_PER_MINUTE requests without credentials and RATE_LIMIT_SIGNED_IN_PER_MINUTE
 * with a Token or Api-Key header, counted apart. It runs before the authentication stage, so
 * made-up keys are limited too. Every documented route lists the 429 answer.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(rateLimit, { global: false, cache: REMEMBERED_CLIENTS });
  const general = app.createRateLimit({
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `${hasCredentials(request) ? 'signed-in' : 'anonymous'}:${clientKey(request)}`,
    max: (request) => (hasCredentials(request) ? config.RATE_LIMIT_SIGNED_IN_PER_MINUTE : config.RATE_LIMIT_ANONYMOUS_PER_MINUTE),
  });
  const generalHook = limitHook(general);
  // A lean route (GET /l/{key}) counts on its own limit only (decision 610); health probes on none (decision 736).
  app.addHook('onRequest', async (request, reply) =>
    isLean(request) || isProbe(request) ? undefined : generalHook.call(app, request, reply),
  );
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { hide?: boolean; response?: Record<string, unknown> } | undefined;
    if (!schema || schema.hide) return;
    route.schema = { ...schema, response: { ...schema.response, 429: detailAnswer } };
  });
}
