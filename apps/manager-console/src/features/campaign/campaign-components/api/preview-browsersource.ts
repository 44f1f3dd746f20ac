import { useMutation } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/**
 * POST browsersource-preview/ (spec 01 §7 'the live graphics preview address plus a broadcaster
 * opens in a new tab'; decisions 446, 504): the API signs a short-lived address of the
 * broadcaster's browser source showing this campaign's live graphics only, so the manager never
 * learns the broadcaster's secret key and the preview records nothing. Answers the address.
 */
export async function livePreviewUrl(api: ApiClient, campaign: string, username: string): Promise<string> {
  const { url } = await api.POST('/api/v1/browsersource-preview/', { body: { campaign, broadcaster: username } });
  return url;
}

/** Preview Live Graphics; nothing cached changes. */
export const useLivePreviewUrl = () => useMutation(livePreviewUrl);
