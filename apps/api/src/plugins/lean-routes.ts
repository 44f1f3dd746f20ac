import type { FastifyRequest, RouteShorthandOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/cors reads it: false skips CORS on the route, an object overrides its options. */
    cors?: false | Record<string, unknown>;
    /** The route opted out of the app-wide stages (`leanRoute`). */
    lean?: boolean;
    /** A health probe (`probeRoute`): unlogged, unauthenticated, out of the rate limits. */
    probe?: boolean;
  }
}

/**
 * Route options of a hot public path that answers no JSON and reads no credentials (GET /l/{key},
 * decision 610): the app-wide stages skip it (security headers of the JSON API, CORS, the general
 * rate limit, the null-character check); the route sets its own headers and its own per-IP limit
 * instead. The authentication stage stays: it costs nothing without an Authorization header, and
 * a key sent anyway is checked as everywhere (decision 260).
 */
export const leanRoute = { helmet: false, config: { cors: false as const, lean: true } } satisfies RouteShorthandOptions;

/** Whether the request's route opted out of the app-wide stages (`leanRoute`). */
export const isLean = (request: FastifyRequest): boolean => request.routeOptions.config?.lean === true;

/**
 * Route options of the health probes GET /healthz and /readyz (decision 736): no request line in
 * the log, no authentication stage (an Authorization header is not read) and no rate limit, so an
 * orchestrator's probes neither fill the log nor are ever throttled.
 */
export const probeRoute = { logLevel: 'silent', config: { probe: true } } satisfies RouteShorthandOptions;

/** Whether the request's route is a health probe (`probeRoute`). */
export const isProbe = (request: FastifyRequest): boolean => request.routeOptions.config?.probe === true;
