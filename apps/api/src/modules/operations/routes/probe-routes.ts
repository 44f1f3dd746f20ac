import type { ApiPlugin } from '../../../plugins/api-plugin.ts';
import { probeRoute } from '../../../plugins/lean-routes.ts';

/**
 * The health probes (decision 736), outside /api/v1 and the OpenAPI document: unauthenticated,
 * unlogged, never rate limited. GET /healthz answers 200 while the process runs; GET /readyz 200
 * when every readiness check passes, 503 otherwise, with each check's result either way.
 */
export const probeRoutes: ApiPlugin = async (app) => {
  const schema = { hide: true } as const;
  app.get('/healthz', { ...probeRoute, schema }, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', { ...probeRoute, schema }, async (_request, reply) => {
    const report = await app.operations.readiness.check();
    void reply.header('Cache-Control', 'no-store').code(report.ready ? 200 : 503);
    return { status: report.ready ? 'ready' : 'not ready', checks: report.checks };
  });
};
