import { useMutation } from '@advocate/api-client';
import type { ApiClient, BodyOf } from '@advocate/api-client';
import { PAYOUT_ADJUSTMENTS_KEY } from './get-payout-adjustments.ts';

export type PayoutAdjustmentInput = BodyOf<'createPayoutAdjustment'>;

/** POST payout-adjustments/: { broadcaster: username, amount_cents, reason }. */
export const createPayoutAdjustment = (api: ApiClient, body: PayoutAdjustmentInput) => api.POST('/api/v1/payout-adjustments/', { body });

/** Adds a pending adjustment; the pending list is read again. */
export const useCreatePayoutAdjustment = () =>
  useMutation((api, body: PayoutAdjustmentInput) => createPayoutAdjustment(api, body), { invalidate: [PAYOUT_ADJUSTMENTS_KEY] });
