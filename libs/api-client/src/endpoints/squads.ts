import type { ApiClient } from '../request.ts';
import type { AnswerOf, BodyOf } from '../types.ts';

/** Squads (spec 01 §3 Squad, §7 squads). */
export type Squad = AnswerOf<'listSquads'>[number];
export type SquadCreate = BodyOf<'createSquad'>;

/** SWR key (path) of a team's squads. */
export const teamSquadsPath = (team: number) => `squads/?team=${team}`;

export const listTeamSquads = (api: ApiClient, team: number) => api.get<Squad[]>(teamSquadsPath(team));

export const createSquad = (api: ApiClient, squad: SquadCreate) => api.post<AnswerOf<'createSquad', 201>>('squads/', squad);

export const renameSquad = (api: ApiClient, id: number, name: string) => api.patch<Squad>(`squads/${id}/`, { name });

export const deleteSquad = (api: ApiClient, id: number) => api.delete<unknown>(`squads/${id}/`);

/** PATCH squads/{id}/add_broadcaster/ or remove_broadcaster/ with {broadcaster}. */
export const changeSquadRoster = (api: ApiClient, id: number, action: 'add_broadcaster' | 'remove_broadcaster', broadcaster: string) =>
  api.patch<Squad>(`squads/${id}/${action}/`, { broadcaster });
