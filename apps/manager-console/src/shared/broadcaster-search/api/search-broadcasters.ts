import { BROADCASTER_SEARCH_MAX_RESULTS, BROADCASTER_SEARCH_PATH, serialiseParams, useQuery } from '@advocate/api-client';
import type { ApiClient, BroadcasterSearchFilters } from '@advocate/api-client';

/** The query of a search: the typed text and the filters that narrow it (absent ones left out). */
const searchQuery = (username: string, { team, excludeOnTeam, campaign, excludeOnCampaign }: BroadcasterSearchFilters) => ({
  username,
  team: team === undefined ? undefined : String(team),
  exclude_on_team: excludeOnTeam ? ('true' as const) : undefined,
  campaign,
  exclude_on_campaign: excludeOnCampaign ? ('true' as const) : undefined,
});

/** The SWR key of one search: its path with the query. */
export const broadcasterSearchKey = (username: string, filters: BroadcasterSearchFilters) =>
  `${BROADCASTER_SEARCH_PATH}?${serialiseParams(searchQuery(username, filters))}`;

/** GET broadcasters/search/: at most 10 suggestions for the typed text (spec 01 §5, §9). */
export const searchBroadcasters = async (api: ApiClient, username: string, filters: BroadcasterSearchFilters) =>
  (await api.GET('/api/v1/broadcasters/search/', { params: { query: searchQuery(username, filters) } })).slice(
    0,
    BROADCASTER_SEARCH_MAX_RESULTS,
  );

/** The suggestions for `username` (null asks nothing); a new search shows the last answer until its own comes. */
export const useBroadcasterSearch = (username: string | null, filters: BroadcasterSearchFilters) =>
  useQuery(username === null ? null : broadcasterSearchKey(username, filters), (api) => searchBroadcasters(api, username ?? '', filters), {
    keepPreviousData: true,
  });
