import { monthlyPaymentPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** GET metrics/payments/{year}/{month} (month 1-12). */
export const getMonthlyPayment = (api: ApiClient, year: number, month: number) =>
  api.GET('/api/v1/metrics/payments/{year}/{month}', { params: { path: { year: String(year), month: String(month) } } });

/** This calendar month's payment figures (UTC). */
export function useMonthlyPayment(now: Date) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return useQuery(monthlyPaymentPath(year, month), (api) => getMonthlyPayment(api, year, month));
}
