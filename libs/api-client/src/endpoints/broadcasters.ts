import type { ApiClient } from '../request.ts';
import type { AnswerOf } from '../types.ts';

/** The Broadcaster of spec 01 §3 (statuses of the reader's campaigns and teams only). */
export type Broadcaster = AnswerOf<'listBroadcasters'>[number];
/** A broadcaster search suggestion: username, image, platforms. */
export type BroadcasterSuggestion = AnswerOf<'searchBroadcasters'>[number];

export const BROADCASTERS_PATH = 'broadcasters/';
export const BROADCASTER_SEARCH_PATH = 'broadcasters/search/';

/** Autosuggest: more than 1 typed character, at most 10 suggestions (spec 01 §5, §9). */
export const BROADCASTER_SEARCH_MIN_CHARACTERS = 2;
export const BROADCASTER_SEARCH_MAX_RESULTS = 10;

export interface BroadcasterSearchFilters {
  /** Only Active members of this team, or (with excludeOnTeam) everyone but them. */
  team?: number;
  excludeOnTeam?: boolean;
  /** Only broadcasters with a status on this campaign (Declined aside), or (with excludeOnCampaign) everyone but them. */
  campaign?: string;
  excludeOnCampaign?: boolean;
}

export const listBroadcasters = (api: ApiClient) => api.get<Broadcaster[]>(BROADCASTERS_PATH);

/** GET broadcasters/search/?username=…&team=…&exclude_on_team=…&campaign=…&exclude_on_campaign=… */
export function searchBroadcasters(api: ApiClient, username: string, filters: BroadcasterSearchFilters = {}, signal?: AbortSignal) {
  return api.get<BroadcasterSuggestion[]>(BROADCASTER_SEARCH_PATH, {
    params: {
      username,
      team: filters.team,
      exclude_on_team: filters.excludeOnTeam ? 'true' : undefined,
      campaign: filters.campaign,
      exclude_on_campaign: filters.excludeOnCampaign ? 'true' : undefined,
    },
    signal,
  });
}
