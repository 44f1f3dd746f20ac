import { MANAGERS_PATH, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** The SWR key of the managers list. */
export const managersKey = MANAGERS_PATH;

/** GET managers/: current and removed managers the viewer may see (spec 01 §7 managers). */
export const getManagers = (api: ApiClient) => api.GET('/api/v1/managers/');

export const useManagers = () => useQuery(managersKey, getManagers);
