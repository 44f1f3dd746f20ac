import { componentShopsPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** The SWR key of the shops a campaign's conversion popups may use. */
export const componentShopsKey = (slug: string) => componentShopsPath(slug);

/** GET shopify/shops/?campaign=: the confirmed Shopify installations a conversion popup may use. */
export const getComponentShops = (api: ApiClient, slug: string) =>
  api.GET('/api/v1/shopify/shops/', { params: { query: { campaign: slug } } });

/**
 * The shops, read only while the form needs them; a 404 (no such endpoint yet) or an empty list
 * both read as "no shop".
 */
export function useComponentShops(slug: string, enabled: boolean) {
  const answer = useQuery(componentShopsKey(slug), (api) => getComponentShops(api, slug), { enabled, shouldRetryOnError: false });
  return { shops: answer.data ?? [], loading: enabled && !answer.data && !answer.error };
}
