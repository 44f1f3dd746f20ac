import { twitchViewershipRollupPath, metricsQuery, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
import type { MetricsQuery } from '../lib/metrics-filters.ts';

/** GET rollup-twitch-viewership/?time_period=day: the Viewership chart. */
export const getTwitchViewership = (api: ApiClient, q: MetricsQuery) =>
  api.GET('/api/v1/rollup-twitch-viewership/', { params: { query: { ...metricsQuery(q.slug, q.filters), time_period: 'day' } } });

export const useTwitchViewership = (q: MetricsQuery) =>
  useQuery(twitchViewershipRollupPath(q.slug, q.filters), (api) => getTwitchViewership(api, q));
