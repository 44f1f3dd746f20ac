import { metricsSummaryAnswer } from '../../../schemas/metrics-schemas.ts';
import { metricsSummary } from '../metrics-summary.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';
import { metricsReadRoute } from './metrics-read-route.ts';

/** GET metrics/summary/ (spec 01 §2 Campaign tab): the six cards in one answer. */
export const metricsSummaryRoutes: ApiPlugin = async (app) => {
  metricsReadRoute(
    app,
    {
      path: '/metrics/summary/',
      operationId: 'campaignMetricsSummary',
      summary: "A campaign's metric cards for the filters",
      answer: metricsSummaryAnswer,
    },
    (db, f, now) => metricsSummary(db, f, now),
  );
};
