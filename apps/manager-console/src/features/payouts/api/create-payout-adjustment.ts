import { createPayoutAdjustment, payoutAdjustmentsPath, useMutation } from '@advocate/api-client';
import type { PayoutAdjustmentCreate } from '@advocate/api-client';

/** POST payout-adjustments/ { broadcaster: username, amount_cents, reason }; the pending list is read again. */
export const useCreatePayoutAdjustment = () =>
  useMutation((api, body: PayoutAdjustmentCreate) => createPayoutAdjustment(api, body), { invalidate: [payoutAdjustmentsPath] });
