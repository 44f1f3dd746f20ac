import { useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

const path = (year: number, month: number) => ({ path: { year: String(year), month: String(month) } });

/** GET payout-statements/{year}/{month}/: one month's statement, open (worked out now) or closed. */
export const getPayoutStatement = (api: ApiClient, year: number, month: number) =>
  api.GET('/api/v1/payout-statements/{year}/{month}/', { params: path(year, month) });

export const usePayoutStatement = (month: { year: number; month: number } | null) =>
  useQuery(month ? `payout-statements/${month.year}/${month.month}/` : null, (api) =>
    getPayoutStatement(api, month?.year ?? 0, month?.month ?? 0),
  );
