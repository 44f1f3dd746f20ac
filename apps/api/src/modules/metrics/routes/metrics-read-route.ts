import type { ApiPlugin } from '../../../plugins/api-plugin.ts';
import type { Queryable } from '../../../db/db.ts';
import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { metricsQuery } from '../../../schemas/metrics-schemas.ts';
import { resolveMetricsFilters, type MetricsQuery, type ResolvedMetricsFilters } from '../metrics-filters.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

/**
 * Registers one GET read of the metrics page (spec 01 §2, §7 metrics data): the shared
 * querystring, managers in scope (resolveMetricsFilters), then `read` over the resolved filters.
 */
export function metricsReadRoute(
  app: Parameters<ApiPlugin>[0],
  route: {
    path: string;
    operationId: string;
    summary: string;
    answer: object;
    extraQuery?: Record<string, object>;
    extraRequired?: string[];
  },
  read: (db: Queryable, f: ResolvedMetricsFilters, now: Date) => Promise<unknown>,
): void {
  app.get(
    route.path,
    {
      schema: {
        tags: ['metrics'],
        operationId: route.operationId,
        summary: route.summary,
        security: tokenOnly,
        querystring: {
          ...metricsQuery,
          required: [...metricsQuery.required, ...(route.extraRequired ?? [])],
          properties: { ...metricsQuery.properties, ...route.extraQuery },
        },
        response: { 200: route.answer, ...errors },
      },
    },
    async (request) => {
      const now = app.ctx.now();
      const f = await resolveMetricsFilters(app.ctx.db, currentUser(request), request.query as unknown as MetricsQuery, now);
      return read(app.ctx.db, f, now);
    },
  );
}
