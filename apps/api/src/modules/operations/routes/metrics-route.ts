import type { ApiPlugin } from '../../../plugins/api-plugin.ts';
import { assertMetricsReader } from '../metrics-access.ts';

/**
 * GET /metrics (decision 737): the app's metrics in Prometheus' text format, for
 * `Authorization: Bearer <METRICS_TOKEN>` only; 404 while METRICS_TOKEN is unset. Outside /api/v1
 * and the OpenAPI document, like the probes.
 */
export const metricsRoute: ApiPlugin = async (app) => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    assertMetricsReader(app.ctx.config.METRICS_TOKEN, request.headers.authorization);
    const registry = app.operations.metrics?.registry;
    if (!registry) throw new Error('METRICS_TOKEN is set but the app keeps no metrics');
    const text = await registry.metrics();
    return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(text);
  });
};
