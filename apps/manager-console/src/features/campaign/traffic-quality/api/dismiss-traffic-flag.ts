import { useMutation } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
import { trafficQualityKey } from './get-traffic-quality.ts';

export interface DismissFlagInput {
  id: number;
  note: string;
  /** The flag's updated_at as the page showed it: the API answers 409 when clicks joined since (decision 844). */
  updatedAt: string;
}

/** POST traffic-flags/{id}/dismiss/ */
export const dismissTrafficFlag = (api: ApiClient, { id, note, updatedAt }: DismissFlagInput) =>
  api.POST('/api/v1/traffic-flags/{id}/dismiss/', { params: { path: { id: String(id) } }, body: { note, updated_at: updatedAt } });

/** Dismiss a flag with a note; the campaign's traffic quality is read again. */
export const useDismissTrafficFlag = (slug: string) =>
  useMutation((api, input: DismissFlagInput) => dismissTrafficFlag(api, input), { invalidate: [trafficQualityKey(slug)] });
