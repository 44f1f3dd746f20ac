import type { FastifyInstance } from 'fastify';

/**
 * Answers to an authenticated request (a sign-in token or an API key) say `Cache-Control: no-store`
 * (decision 673): no browser, proxy or CDN keeps a user's data. A route that already says no-store
 * (e.g. `private, no-store` on downloads) keeps its header; public routes are not touched.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.user) return payload;
    const current = String(reply.getHeader('cache-control') ?? '');
    if (!/\bno-store\b/i.test(current)) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
