import { useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** The SWR key of the campaigns list with all-time clicks and conversions. */
export const campaignsWithMetricsKey = 'campaigns/?include_metrics=true';

/** GET campaigns/?include_metrics=true: every campaign the user sees, with its metrics (spec 01 §7 campaigns). */
export const getCampaignsWithMetrics = (api: ApiClient) =>
  api.GET('/api/v1/campaigns/', { params: { query: { include_metrics: 'true' } } });

export const useCampaignsWithMetrics = () => useQuery(campaignsWithMetricsKey, getCampaignsWithMetrics);
