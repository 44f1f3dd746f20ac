import { canEditCampaigns, canEditTeams } from '@advocate/auth-and-guards/policies';
import type { Db } from '../../db/db.ts';
import {
  listBroadcastersInScope,
  searchBroadcasters,
  type BroadcasterRow,
  type BroadcasterSuggestion,
} from './repositories/broadcasters-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { requireManager, visibleCampaign, visibleTeam } from '../shared/index.ts';

/** Autosuggest: more than 1 typed character, at most 10 suggestions (spec 01 §5, §9). */
export const SEARCH_MIN_CHARACTERS = 2;
export const SEARCH_MAX_RESULTS = 10;

/** GET broadcasters/: managers only; the broadcasters of their teams and campaigns. */
export async function readBroadcasters(db: Db, user: UserRow, now: Date): Promise<BroadcasterRow[]> {
  requireManager(user);
  return listBroadcastersInScope(db, user, now);
}

export interface SearchInput {
  username: string;
  team?: number;
  campaign?: string;
  excludeOnTeam: boolean;
  excludeOnCampaign: boolean;
}

/**
 * GET broadcasters/search/ (decision 336). Managers only. A team or campaign named in the query
 * must be one the manager sees (else 404), so the filters never reveal another team's members.
 * Editors (campaigns or teams) invite broadcasters who are not theirs yet, so they search every
 * active broadcaster's public channel facts (username, image, platforms); read-only managers and
 * brand viewers search only the broadcasters of their own teams and campaigns.
 */
export async function searchBroadcastersFor(db: Db, user: UserRow, input: SearchInput): Promise<BroadcasterSuggestion[]> {
  requireManager(user);
  const team = input.team === undefined ? undefined : await visibleTeam(db, user, input.team);
  const campaign = input.campaign === undefined ? undefined : await visibleCampaign(db, user, input.campaign);
  const query = input.username.trim().toLowerCase();
  if (query.length < SEARCH_MIN_CHARACTERS) return [];
  return searchBroadcasters(db, user, {
    query,
    everyone: canEditCampaigns(user) || canEditTeams(user),
    team: team && { id: team.id, exclude: input.excludeOnTeam },
    campaign: campaign && { id: campaign.id, exclude: input.excludeOnCampaign },
    limit: SEARCH_MAX_RESULTS,
  });
}

/** The campaigns a broadcaster is on, as their campaigns page lists them. */
export { listBroadcasterCampaigns } from './repositories/broadcaster-campaign-repository.ts';
