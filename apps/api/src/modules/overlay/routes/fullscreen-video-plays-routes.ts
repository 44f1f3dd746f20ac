import { videoPlayMetricsAnswer } from '../../../schemas/metrics-schemas.ts';
import { videoPlayMetrics } from '../../metrics/index.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';
import { metricsReadRoute } from '../../metrics/index.ts';

/** GET fullscreen-video-plays/ (spec 01 §2 Fullscreen Videos card, §7): plays, impressions, latest plays. */
export const fullscreenVideoPlaysRoutes: ApiPlugin = async (app) => {
  metricsReadRoute(
    app,
    {
      path: '/fullscreen-video-plays/',
      operationId: 'campaignFullscreenVideoPlays',
      summary: "A campaign's fullscreen video plays for the filters",
      answer: videoPlayMetricsAnswer,
    },
    (db, f, now) => videoPlayMetrics(db, f, now),
  );
};
