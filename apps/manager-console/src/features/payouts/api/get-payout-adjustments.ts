import { useQuery } from '@advocate/api-client';
import type { AnswerOf, ApiClient } from '@advocate/api-client';

/** A pending manual adjustment (admins). */
export type PayoutAdjustment = AnswerOf<'listPayoutAdjustments'>['results'][number];

export const PAYOUT_ADJUSTMENTS_KEY = 'payout-adjustments/';

/** GET payout-adjustments/: the pending adjustments, not yet on a statement. */
export const getPayoutAdjustments = (api: ApiClient) => api.GET('/api/v1/payout-adjustments/');

export const usePayoutAdjustments = () => useQuery(PAYOUT_ADJUSTMENTS_KEY, getPayoutAdjustments);
