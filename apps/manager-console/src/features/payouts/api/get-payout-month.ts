import { payoutMonthPath, readPayoutMonth, useQuery } from '@advocate/api-client';

/** GET payouts/{year}/{month}/ (admins): a closed month's statements, one row per broadcaster. */
export const usePayoutMonth = (month: { year: number; month: number } | null) =>
  useQuery(month ? payoutMonthPath(month.year, month.month) : null, (api) => readPayoutMonth(api, month?.year ?? 0, month?.month ?? 0));
