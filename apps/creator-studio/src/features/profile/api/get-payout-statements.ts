import { listPayoutStatements, payoutStatementsPath, useQuery } from '@advocate/api-client';

/** GET payout-statements/: the signed-in broadcaster's own months, open ones first, then closed newest first. */
export const usePayoutStatements = () => useQuery(payoutStatementsPath, listPayoutStatements);
