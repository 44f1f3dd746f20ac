import { conversionMetricsAnswer } from '../../../schemas/metrics-schemas.ts';
import { conversionMetrics } from '../../metrics/index.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';
import { metricsReadRoute } from '../../metrics/index.ts';

/** GET conversions/ (spec 01 §2 conversion charts, §7 conversions): Conversions By Day and By Time of Day. */
export const conversionMetricsRoutes: ApiPlugin = async (app) => {
  metricsReadRoute(
    app,
    {
      path: '/conversions/',
      operationId: 'campaignConversionMetrics',
      summary: "A campaign's conversion charts for the filters",
      answer: conversionMetricsAnswer,
    },
    (db, f) => conversionMetrics(db, f),
  );
};
