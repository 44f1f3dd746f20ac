import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { clickMetricsAnswer, metricsQuery } from '../../../schemas/metrics-schemas.ts';
import { rawClicksCsv } from '../exports/raw-clicks-csv.ts';
import { clickMetrics } from '../../metrics/index.ts';
import { resolveMetricsFilters, type MetricsQuery } from '../../metrics/index.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';
import { attachment } from '../../../plugins/attachment-header.ts';
import { metricsReadRoute } from '../../metrics/index.ts';

const { unique: _unique, ...exportFilters } = metricsQuery.properties;

/**
 * GET clicks/ (spec 01 §2 Clicks analytics, §7 raw clicks): every click chart of the filters; GET
 * clicks/export/: the raw clicks of the same filters as a streamed CSV (decision 622).
 */
export const clicksRoutes: ApiPlugin = async (app) => {
  metricsReadRoute(
    app,
    {
      path: '/clicks/',
      operationId: 'campaignClickMetrics',
      summary: "A campaign's click charts for the filters",
      answer: clickMetricsAnswer,
    },
    (db, f) => clickMetrics(db, f),
  );

  app.get(
    '/clicks/export/',
    {
      schema: {
        tags: ['metrics'],
        operationId: 'exportRawClicks',
        summary: "A campaign's raw clicks for the filters, as CSV",
        description:
          'Spec 01 §3 "Raw click record" (time, broadcaster, component_type, component_id, ip_addr) of every counted click in time order, ' +
          'streamed a page at a time (decision 622). Managers in scope, as the metrics reads.',
        security: tokenOnly,
        querystring: { ...metricsQuery, properties: exportFilters },
        response: {
          200: { description: 'CSV with a header row', type: 'string', format: 'binary' },
          400: errorAnswer,
          401: errorAnswer,
          403: errorAnswer,
          404: errorAnswer,
        },
      },
    },
    async (request, reply) => {
      const query = request.query as unknown as MetricsQuery;
      const f = await resolveMetricsFilters(app.ctx.db, currentUser(request), { ...query, unique: 'false' }, app.ctx.now());
      return (
        reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', attachment(`clicks-${query.campaign}-${f.since}-to-${f.until}.csv`))
          .header('Cache-Control', 'private, no-store')
          // The 200 schema documents a file; Fastify sends a stream as it is, without serialising it.
          .send(rawClicksCsv(app.ctx.db, f) as unknown as string)
      );
    },
  );
};
