import { useQuery } from '@advocate/api-client';
import type { AnswerOf, ApiClient } from '@advocate/api-client';

/** A closed month as the admin's list answers it, newest first. */
export type PayoutMonthSummary = AnswerOf<'listPayoutMonths'>['results'][number];

export const PAYOUT_MONTHS_KEY = 'payouts/months/';

/** GET payouts/months/ (admins): every closed month with its statement count and total. */
export const getPayoutMonths = (api: ApiClient) => api.GET('/api/v1/payouts/months/');

export const usePayoutMonths = () => useQuery(PAYOUT_MONTHS_KEY, getPayoutMonths);
