import { clickMetricsPath, metricsQuery, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
import type { MetricsQuery } from '../lib/metrics-filters.ts';

/** GET clicks/: every click chart of the Clicks tab and Clicks By Day (one read, shared by both tabs). */
export const getClickMetrics = (api: ApiClient, q: MetricsQuery) =>
  api.GET('/api/v1/clicks/', { params: { query: metricsQuery(q.slug, q.filters) } });

export const useClickMetrics = (q: MetricsQuery) => useQuery(clickMetricsPath(q.slug, q.filters), (api) => getClickMetrics(api, q));
