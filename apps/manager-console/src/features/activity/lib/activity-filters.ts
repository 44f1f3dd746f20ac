import type { ActivityFilterQuery, ActivityKind } from '@advocate/api-client';

/** The page's filters as the controls hold them: '' is "all". */
export interface ActivityFilterState {
  team: string;
  campaign: string;
  person: string;
  kind: ActivityKind | '';
  dateFrom: string;
  dateTo: string;
}

export const NO_FILTERS: ActivityFilterState = { team: '', campaign: '', person: '', kind: '', dateFrom: '', dateTo: '' };

/** The filters as the API's query: only those set. */
export function filterQuery(state: ActivityFilterState): ActivityFilterQuery {
  const query: ActivityFilterQuery = {};
  if (state.team) query.team = state.team;
  if (state.campaign) query.campaign = state.campaign;
  if (state.person) query.person = state.person;
  if (state.kind) query.kind = state.kind;
  if (state.dateFrom) query.date_from = state.dateFrom;
  if (state.dateTo) query.date_to = state.dateTo;
  return query;
}
