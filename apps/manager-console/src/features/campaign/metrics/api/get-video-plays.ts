import { videoPlayMetricsPath, metricsQuery, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
import type { MetricsQuery } from '../lib/metrics-filters.ts';

/** GET fullscreen-video-plays/: plays, impressions and the latest plays. */
export const getVideoPlays = (api: ApiClient, q: MetricsQuery) =>
  api.GET('/api/v1/fullscreen-video-plays/', { params: { query: metricsQuery(q.slug, q.filters) } });

export const useVideoPlays = (q: MetricsQuery) => useQuery(videoPlayMetricsPath(q.slug, q.filters), (api) => getVideoPlays(api, q));
