import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../config.ts';
import type { LimitName } from '../platform/limits/limit-failures.ts';
import { detailAnswer } from '../schemas/answers.ts';
import { throttled } from '../errors.ts';
import { isLean, isProbe } from './lean-routes.ts';

const MINUTE_MS = 60_000;
/** Counters kept in memory (least recently used dropped first): one per client address seen lately. */
const REMEMBERED_CLIENTS = 10_000;

/** The client's address as a counter key: an IPv6 client counts by its /64, as the plugin does. */
export const clientKey = (request: FastifyRequest) => normalizeIP(request.ip);

/** Whether the request names a sign-in token or API key (the authentication stage checks it afterwards). */
const hasCredentials = (request: FastifyRequest) => /^\s*(token|api-key)\s/i.test(request.headers.authorization ?? '');

/** Counts a request: undefined when it may pass, else the seconds until it may (at least 1). */
export type RequestLimiter = (request: FastifyRequest) => Promise<number | undefined>;

/**
 * One limit of `max` requests per `windowMs` and key, counted by @fastify/rate-limit in Redis when
 * REDIS_URL is set (shared by every instance), else in this process (decision 740). The limit's
 * name starts its keys, so limits sharing one store never share a counter. When Redis cannot be
 * reached the request passes (these limits fail open), counted and logged as a failure.
 */
export function requestLimiter(
  app: FastifyInstance,
  name: LimitName,
  options: { max: number | ((request: FastifyRequest) => number); windowMs: number; key: (request: FastifyRequest) => string },
): RequestLimiter {
  const { max, windowMs, key } = options;
  const limiter = app.createRateLimit({
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:${key(request)}`,
    max: typeof max === 'number' ? max : (request) => max(request),
  });
  return async (request) => {
    try {
      const limit = await limiter(request);
      return !limit.isAllowed && limit.isExceeded ? Math.max(1, Math.ceil(limit.ttlInSeconds)) : undefined;
    } catch (error) {
      app.ctx.limits.failures.record(name, 'open', error);
      return undefined;
    }
  };
}

/** An onRequest hook answering 429 in DRF's shape when `limiter` counts the request over its limit. */
function limitHook(limiter: RequestLimiter): onRequestAsyncHookHandler {
  return async (request) => {
    const wait = await limiter(request);
    if (wait !== undefined) throw throttled(wait);
  };
}

/**
 * A per-IP limit for some routes (`onRequest` of the route), counted on its own beside the general
 * limit: `max` requests per `windowMs` from one client address.
 */
export function perIpLimit(app: FastifyInstance, name: LimitName, max: number, windowMs = MINUTE_MS): onRequestAsyncHookHandler {
  return limitHook(requestLimiter(app, name, { max, windowMs, key: clientKey }));
}

/**
 * @fastify/rate-limit, used through its `createRateLimit` so limits stack (the plugin's own hooks
 * run one limit per request), and the general limit (decision 271): per client address and minute,
 * RATE_LIMIT_ANONYMOUS_PER_MINUTE requests without credentials and RATE_LIMIT_SIGNED_IN_PER_MINUTE
 * with a Token or Api-Key header, counted apart. It runs before the authentication stage, so
 * made-up keys are limited too. Every documented route lists the 429 answer. With REDIS_URL the
 * counters are Redis's, shared by every instance (decision 740); the store's errors reach
 * `requestLimiter`, which lets the request through.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  const { redis, prefix } = app.ctx.limits;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${prefix}rate:` } : { cache: REMEMBERED_CLIENTS }),
  });
  const generalHook = limitHook(
    requestLimiter(app, 'general', {
      windowMs: MINUTE_MS,
      key: (request) => `${hasCredentials(request) ? 'signed-in' : 'anonymous'}:${clientKey(request)}`,
      max: (request) => (hasCredentials(request) ? config.RATE_LIMIT_SIGNED_IN_PER_MINUTE : config.RATE_LIMIT_ANONYMOUS_PER_MINUTE),
    }),
  );
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
