import { gameViewershipPath, metricsQuery, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
import type { MetricsQuery } from '../lib/metrics-filters.ts';

/** GET campaign-game-viewership/: hours and viewership by game. */
export const getGameViewership = (api: ApiClient, q: MetricsQuery) =>
  api.GET('/api/v1/campaign-game-viewership/', { params: { query: metricsQuery(q.slug, q.filters) } });

export const useGameViewership = (q: MetricsQuery) => useQuery(gameViewershipPath(q.slug, q.filters), (api) => getGameViewership(api, q));
