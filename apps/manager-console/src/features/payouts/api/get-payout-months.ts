import { listPayoutMonths, payoutMonthsPath, useQuery } from '@advocate/api-client';

/** GET payouts/months/ (admins): every closed month with its statement count and total, newest first. */
export const usePayoutMonths = () => useQuery(payoutMonthsPath, listPayoutMonths);
