import { listPayoutAdjustments, payoutAdjustmentsPath, useQuery } from '@advocate/api-client';

/** GET payout-adjustments/ (admins): the pending adjustments, not yet on a statement. */
export const usePayoutAdjustments = () => useQuery(payoutAdjustmentsPath, listPayoutAdjustments);
