import { useQuery, watchPartiesPath } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** GET watch-parties/: the broadcaster's own (spec 02 §3 Watch party). */
export const getWatchParties = (api: ApiClient) => api.GET('/api/v1/watch-parties/');

export const useWatchParties = () => useQuery(watchPartiesPath(), getWatchParties);
