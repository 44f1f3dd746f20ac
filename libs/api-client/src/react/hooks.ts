import useSWR from 'swr';
import type { SWRConfiguration } from 'swr';
import type { ApiError } from '../api-error.ts';
import type { ApiClient } from '../request.ts';
import { USER_PATH } from '../endpoints/auth.ts';
import { CAMPAIGNS_PATH, TEAMS_PATH } from '../endpoints/lists.ts';
import type { CampaignSummary, TeamSummary, User } from '../types.ts';
import { useApiClient } from './api-provider.tsx';

export interface ResourceHookOptions<T> extends SWRConfiguration<T, ApiError> {
  /** false skips the request (for example while signed out). Default true. */
  enabled?: boolean;
}

/** GET `path` through the provider's client, keyed by the path so any caller can revalidate it. */
export function useResource<T>(path: string, options: ResourceHookOptions<T> = {}) {
  const api = useApiClient();
  const { enabled = true, ...config } = options;
  return useSWR<T, ApiError>(enabled ? path : null, (key: string) => api.get<T>(key), config);
}

/**
 * A read through the provider's client by an endpoint's own fetcher (typed calls), cached under
 * `key` (the resource's path, so `useMutation`'s invalidations and `useResource` share entries).
 * A null key skips the request.
 */
export function useQuery<T>(key: string | null, fetcher: (api: ApiClient) => Promise<T>, options: ResourceHookOptions<T> = {}) {
  const api = useApiClient();
  const { enabled = true, ...config } = options;
  return useSWR<T, ApiError>(enabled ? key : null, () => fetcher(api), config);
}

/** The signed-in user (GET rest-auth/user/). */
export const useUser = (options?: ResourceHookOptions<User>) => useResource<User>(USER_PATH, options);

/** Campaigns visible to the user (GET campaigns/), for the console sidebars. */
export const useCampaigns = (options?: ResourceHookOptions<CampaignSummary[]>) => useResource<CampaignSummary[]>(CAMPAIGNS_PATH, options);

/** Teams visible to the user (GET teams/), for the console sidebars. */
export const useTeams = (options?: ResourceHookOptions<TeamSummary[]>) => useResource<TeamSummary[]>(TEAMS_PATH, options);
