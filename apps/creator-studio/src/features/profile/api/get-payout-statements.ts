import { useQuery } from '@advocate/api-client';
import type { AnswerOf, ApiClient } from '@advocate/api-client';

/** The broadcaster's months: open ones first, then closed statements newest first (issue 30 part 3). */
export type PayoutStatementMonth = AnswerOf<'listPayoutStatements'>['results'][number];

export const PAYOUT_STATEMENTS_KEY = 'payout-statements/';

/** GET payout-statements/: the signed-in broadcaster's own months. */
export const getPayoutStatements = (api: ApiClient) => api.GET('/api/v1/payout-statements/');

export const usePayoutStatements = () => useQuery(PAYOUT_STATEMENTS_KEY, getPayoutStatements);
