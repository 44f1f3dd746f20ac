import { useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

export interface BroadcasterMonth {
  year: number;
  month: number;
  username: string;
}

/** GET payouts/{year}/{month}/broadcasters/{username}/ (admins): one broadcaster's statement. */
export const getBroadcasterStatement = (api: ApiClient, { year, month, username }: BroadcasterMonth) =>
  api.GET('/api/v1/payouts/{year}/{month}/broadcasters/{username}/', {
    params: { path: { year: String(year), month: String(month), username } },
  });

export const useBroadcasterStatement = (which: BroadcasterMonth | null) =>
  useQuery(which ? `payouts/${which.year}/${which.month}/broadcasters/${encodeURIComponent(which.username)}/` : null, (api) =>
    getBroadcasterStatement(api, which as BroadcasterMonth),
  );
