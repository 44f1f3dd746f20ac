import { conversionSecretPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** The SWR key of a campaign's conversion secret. */
export const conversionSecretKey = (slug: string) => conversionSecretPath(slug);

/** GET campaign-conversion-secret/{slug}/: the campaign's conversion signing secret (editors only, decision 662). */
export const getConversionSecret = (api: ApiClient, slug: string) =>
  api.GET('/api/v1/campaign-conversion-secret/{slug}/', { params: { path: { slug } } });

export const useConversionSecret = (slug: string) => useQuery(conversionSecretKey(slug), (api) => getConversionSecret(api, slug));
