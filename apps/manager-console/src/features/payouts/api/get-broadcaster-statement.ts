import { broadcasterPayoutStatementPath, readBroadcasterPayoutStatement, useQuery } from '@advocate/api-client';

/** A broadcaster's statement of a month. */
export interface BroadcasterMonth {
  year: number;
  month: number;
  username: string;
}

/** GET payouts/{year}/{month}/broadcasters/{username}/ (admins). */
export const useBroadcasterStatement = (which: BroadcasterMonth | null) =>
  useQuery(which ? broadcasterPayoutStatementPath(which.year, which.month, which.username) : null, (api) =>
    readBroadcasterPayoutStatement(api, which?.year ?? 0, which?.month ?? 0, which?.username ?? ''),
  );
