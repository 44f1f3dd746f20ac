import { viewershipMetricsAnswer } from '../../../schemas/metrics-schemas.ts';
import { viewershipMetrics } from '../../metrics/index.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';
import { metricsReadRoute } from '../../metrics/index.ts';

/** GET viewership/ (spec 01 §2 Broadcasts card and Viewership chart, §7 viewership). */
export const viewershipRoutes: ApiPlugin = async (app) => {
  metricsReadRoute(
    app,
    {
      path: '/viewership/',
      operationId: 'campaignViewershipMetrics',
      summary: "A campaign's viewership for the filters",
      answer: viewershipMetricsAnswer,
    },
    (db, f) => viewershipMetrics(db, f),
  );
};
