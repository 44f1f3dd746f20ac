import { gameViewershipAnswer } from '../../../schemas/metrics-schemas.ts';
import { gameViewership } from '../../metrics/index.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';
import { metricsReadRoute } from '../../metrics/index.ts';

/** GET campaign-game-viewership/ (spec 01 §2 Games tab, §7): hours and viewership per game. */
export const campaignGameViewershipRoutes: ApiPlugin = async (app) => {
  metricsReadRoute(
    app,
    {
      path: '/campaign-game-viewership/',
      operationId: 'campaignGameViewership',
      summary: "A campaign's hours and viewership per game",
      answer: gameViewershipAnswer,
    },
    (db, f) => gameViewership(db, f),
  );
};
