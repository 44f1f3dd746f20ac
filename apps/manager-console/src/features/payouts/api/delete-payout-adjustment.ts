import { deletePayoutAdjustment, payoutAdjustmentsPath, useMutation } from '@advocate/api-client';

/** DELETE payout-adjustments/{id}/ (a pending one only); the pending list is read again. */
export const useDeletePayoutAdjustment = () =>
  useMutation((api, id: number) => deletePayoutAdjustment(api, id), { invalidate: [payoutAdjustmentsPath] });
