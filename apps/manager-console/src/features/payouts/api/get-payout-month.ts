import { useQuery } from '@advocate/api-client';
import type { AnswerOf, ApiClient } from '@advocate/api-client';

/** A closed month's statements, one row per broadcaster (sorted by username). */
export type PayoutMonth = AnswerOf<'readPayoutMonth'>;
export type PayoutMonthRow = PayoutMonth['statements'][number];

const params = (year: number, month: number) => ({ path: { year: String(year), month: String(month) } });

/** GET payouts/{year}/{month}/ (admins). */
export const getPayoutMonth = (api: ApiClient, year: number, month: number) =>
  api.GET('/api/v1/payouts/{year}/{month}/', { params: params(year, month) });

export const usePayoutMonth = (month: { year: number; month: number } | null) =>
  useQuery(month ? `payouts/${month.year}/${month.month}/` : null, (api) => getPayoutMonth(api, month?.year ?? 0, month?.month ?? 0));
