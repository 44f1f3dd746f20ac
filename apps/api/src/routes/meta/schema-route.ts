import type { FastifyInstance } from 'fastify';

/** The OpenAPI document generated from the route schemas. */
export async function schemaRoute(app: FastifyInstance): Promise<void> {
  app.get('/schema/', { schema: { hide: true } }, async () => app.swagger());
  app.get('/health/', { schema: { hide: true } }, async () => ({ ok: true }));
}
