import { serialiseParams, useQuery } from '@advocate/api-client';
import type { ActivityQuery, ApiClient } from '@advocate/api-client';

/** The SWR key of one page of the activity log: its filters and cursor. */
export const activityKey = (query: ActivityQuery) => `activity/?${serialiseParams(query)}`;

/** GET activity/: one page, newest first (keyset: `cursor` is the previous page's `next`). */
export const getActivity = (api: ApiClient, query: ActivityQuery) => api.GET('/api/v1/activity/', { params: { query } });

export const useActivity = (query: ActivityQuery) =>
  useQuery(activityKey(query), (api) => getActivity(api, query), { keepPreviousData: true });
