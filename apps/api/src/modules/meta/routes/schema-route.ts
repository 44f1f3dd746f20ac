import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

/** The OpenAPI document generated from the route schemas. */
export const schemaRoute: ApiPlugin = async (app) => {
  app.get('/schema/', { schema: { hide: true } }, async () => app.swagger());
  app.get('/health/', { schema: { hide: true } }, async () => ({ ok: true }));
};
