import {
  BROADCASTER_CAMPAIGNS_PATH,
  CAMPAIGNS_PATH,
  USER_PATH,
  activateOwnCampaign,
  fieldErrorText,
  firstErrorText,
  isApiError,
  suspendOwnCampaign,
  useApiClient,
  useResource,
} from '@advocate/api-client';
import type { BroadcasterCampaign } from '@advocate/api-client';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** The campaigns the broadcaster is on, as their page shows them (GET broadcaster-campaigns/, decision 354). */
export const useBroadcasterCampaigns = () => useResource<BroadcasterCampaign[]>(BROADCASTER_CAMPAIGNS_PATH);

/**
 * Suspend Campaign / Activate Campaign (spec 02 §2, decision 353). The answered card replaces the
 * old one; the campaigns list and the user are read again (the sidebar's pages follow the status).
 */
export function useChangeOwnStatus() {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (slug: string, change: 'suspend' | 'activate') => {
      const card = await (change === 'suspend' ? suspendOwnCampaign(api, slug) : activateOwnCampaign(api, slug));
      await mutate(BROADCASTER_CAMPAIGNS_PATH, (list: BroadcasterCampaign[] = []) => list.map((c) => (c.slug === slug ? card : c)), { revalidate: false });
      void mutate(CAMPAIGNS_PATH);
      void mutate(USER_PATH);
      return card;
    },
    [api, mutate],
  );
}

/** Spec 02 §8 'Setting a broadcaster status': the first message of the broadcaster field error. */
export function statusChangeError(error: unknown): string {
  if (isApiError(error)) {
    const onField = fieldErrorText(error.body, 'broadcaster');
    if (onField) return onField;
    if (typeof error.body.detail === 'string') return error.body.detail;
  }
  return firstErrorText(error);
}
