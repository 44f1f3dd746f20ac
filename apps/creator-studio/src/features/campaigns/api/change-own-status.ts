import {
  BROADCASTER_CAMPAIGNS_PATH,
  CAMPAIGNS_PATH,
  USER_PATH,
  fieldErrorText,
  firstErrorText,
  isApiError,
  useMutation,
} from '@advocate/api-client';
import type { ApiClient, BroadcasterCampaign } from '@advocate/api-client';

/** PATCH broadcaster-campaigns/{slug}/suspend/ or activate/ (spec 02 §2, decision 353): the broadcaster's own status. */
export const changeOwnStatus = (api: ApiClient, slug: string, change: 'suspend' | 'activate') =>
  change === 'suspend'
    ? api.PATCH('/api/v1/broadcaster-campaigns/{slug}/suspend/', { params: { path: { slug } } })
    : api.PATCH('/api/v1/broadcaster-campaigns/{slug}/activate/', { params: { path: { slug } } });

/**
 * Suspend Campaign / Activate Campaign. The answered card replaces the old one; the campaigns list
 * and the user are read again (the sidebar's pages follow the status).
 */
export const useChangeOwnStatus = () =>
  useMutation(changeOwnStatus, {
    invalidate: [
      {
        key: BROADCASTER_CAMPAIGNS_PATH,
        update: (list: BroadcasterCampaign[] = [], card: BroadcasterCampaign, slug: string) =>
          list.map((c) => (c.slug === slug ? card : c)),
      },
      CAMPAIGNS_PATH,
      USER_PATH,
    ],
  }).trigger;

/** Spec 02 §8 'Setting a broadcaster status': the first message of the broadcaster field error. */
export function statusChangeError(error: unknown): string {
  if (isApiError(error)) {
    const onField = fieldErrorText(error.body, 'broadcaster');
    if (onField) return onField;
    if (typeof error.body.detail === 'string') return error.body.detail;
  }
  return firstErrorText(error);
}
