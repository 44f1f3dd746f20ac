import { metricsSummaryPath, metricsQuery, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
import type { MetricsQuery } from '../lib/metrics-filters.ts';

/** GET metrics/summary/: the Campaign tab's six cards. */
export const getMetricsSummary = (api: ApiClient, q: MetricsQuery) =>
  api.GET('/api/v1/metrics/summary/', { params: { query: metricsQuery(q.slug, q.filters) } });

export const useMetricsSummary = (q: MetricsQuery) => useQuery(metricsSummaryPath(q.slug, q.filters), (api) => getMetricsSummary(api, q));
