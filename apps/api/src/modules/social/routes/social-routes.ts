import { socialMetricsAnswer } from '../../../schemas/metrics-schemas.ts';
import { socialMetrics } from '../../metrics/index.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';
import { metricsReadRoute } from '../../metrics/index.ts';

/** GET social/ (spec 01 §2 Social Media card, §7 social): tweets and retweets sent, favorites and retweets gathered. */
export const socialRoutes: ApiPlugin = async (app) => {
  metricsReadRoute(
    app,
    {
      path: '/social/',
      operationId: 'campaignSocialMetrics',
      summary: "A campaign's social media figures for the filters",
      answer: socialMetricsAnswer,
    },
    (db, f) => socialMetrics(db, f),
  );
};
