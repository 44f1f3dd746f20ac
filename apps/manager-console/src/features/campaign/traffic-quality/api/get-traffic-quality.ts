import { trafficQualityPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** The SWR key of a campaign's traffic quality. */
export const trafficQualityKey = (slug: string) => trafficQualityPath(slug);

/** GET traffic-quality/?campaign= (issue 30 part 2). */
export const getTrafficQuality = (api: ApiClient, slug: string) =>
  api.GET('/api/v1/traffic-quality/', { params: { query: { campaign: slug } } });

export const useTrafficQuality = (slug: string) => useQuery(trafficQualityKey(slug), (api) => getTrafficQuality(api, slug));
