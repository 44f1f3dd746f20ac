import { broadcasterLinksPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

export const getCustomLinks = (api: ApiClient) => api.GET('/api/v1/broadcaster-links/');

/** The custom links assigned to the broadcaster (GET broadcaster-links/, contract 3). */
export const useCustomLinks = () => useQuery(broadcasterLinksPath, getCustomLinks);
