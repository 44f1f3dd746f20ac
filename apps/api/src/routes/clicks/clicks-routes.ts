import { clickMetricsAnswer } from '../../schemas/metrics-schemas.ts';
import { clickMetrics } from '../../services/metrics/click-metrics.ts';
import type { ApiPlugin } from '../api-plugin.ts';
import { metricsReadRoute } from '../metrics-read-route.ts';

/** GET clicks/ (spec 01 §2 Clicks analytics, §7 raw clicks): every click chart of the filters. */
export const clicksRoutes: ApiPlugin = async (app) => {
  metricsReadRoute(app, { path: '/clicks/', operationId: 'campaignClickMetrics', summary: "A campaign's click charts for the filters", answer: clickMetricsAnswer }, (db, f) =>
    clickMetrics(db, f),
  );
};
