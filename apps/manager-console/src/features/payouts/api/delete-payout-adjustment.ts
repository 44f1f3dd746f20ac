import { useMutation } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
import { PAYOUT_ADJUSTMENTS_KEY } from './get-payout-adjustments.ts';

/** DELETE payout-adjustments/{id}/: a pending adjustment only (an applied one answers 404). */
export const deletePayoutAdjustment = (api: ApiClient, id: number) =>
  api.DELETE('/api/v1/payout-adjustments/{id}/', { params: { path: { id: String(id) } } });

/** Deletes a pending adjustment; the pending list is read again. */
export const useDeletePayoutAdjustment = () =>
  useMutation((api, id: number) => deletePayoutAdjustment(api, id), { invalidate: [PAYOUT_ADJUSTMENTS_KEY] });
