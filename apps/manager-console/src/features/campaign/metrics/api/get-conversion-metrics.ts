import { conversionMetricsPath, metricsQuery, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
import type { MetricsQuery } from '../lib/metrics-filters.ts';

/** GET conversions/: the conversion charts. */
export const getConversionMetrics = (api: ApiClient, q: MetricsQuery) =>
  api.GET('/api/v1/conversions/', { params: { query: metricsQuery(q.slug, q.filters) } });

/** Only read when the campaign has conversions and the charts are shown (`enabled`). */
export const useConversionMetrics = (q: MetricsQuery, enabled: boolean) =>
  useQuery(conversionMetricsPath(q.slug, q.filters), (api) => getConversionMetrics(api, q), { enabled });
