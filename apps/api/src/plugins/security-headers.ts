import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The API's security headers (decision 272). The API answers JSON and stored images, never a page,
 * so the Content-Security-Policy allows nothing and no one may frame it. Resources are readable by
 * the three apps (same site as the API), not by other sites' pages.
 */
export const securityHeaderOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginResourcePolicy: { policy: 'same-site' },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
} satisfies HelmetOptions;

const applyHeaders = helmet(securityHeaderOptions);

/**
 * Sets the headers on an answer no hook runs for (Fastify's `frameworkErrors`); every other answer
 * gets them from the helmet plugin's onRequest hook.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  applyHeaders(request.raw, reply.raw, () => undefined);
}

/** @fastify/helmet on every route. Registered first, so answers of later hooks (401, 429) carry the headers too. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, securityHeaderOptions);
}
