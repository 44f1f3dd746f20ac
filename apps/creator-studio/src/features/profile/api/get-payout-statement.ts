import { payoutStatementPath, readPayoutStatement, useQuery } from '@advocate/api-client';

/** GET payout-statements/{year}/{month}/: one month's statement, open (worked out now) or closed. */
export const usePayoutStatement = (month: { year: number; month: number } | null) =>
  useQuery(month ? payoutStatementPath(month.year, month.month) : null, (api) =>
    readPayoutStatement(api, month?.year ?? 0, month?.month ?? 0),
  );
