import { twitchViewershipRollupAnswer } from '../../../schemas/metrics-schemas.ts';
import { twitchViewershipRollup } from '../../metrics/index.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';
import { metricsReadRoute } from '../../metrics/index.ts';

/** GET rollup-twitch-viewership/?time_period=day (spec 01 §3 Viewership rollup, §7). */
export const rollupTwitchViewershipRoutes: ApiPlugin = async (app) => {
  metricsReadRoute(
    app,
    {
      path: '/rollup-twitch-viewership/',
      operationId: 'campaignTwitchViewershipRollup',
      summary: "A campaign's Twitch average concurrents per day",
      answer: twitchViewershipRollupAnswer,
      extraQuery: { time_period: { type: 'string', enum: ['day'], default: 'day', maxLength: 3 } },
    },
    (db, f) => twitchViewershipRollup(db, f),
  );
};
