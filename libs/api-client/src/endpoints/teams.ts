import type { ApiClient } from '../request.ts';
import type { AnswerOf, BodyOf } from '../types.ts';

/** Team detail, settings, team status and invite link calls (spec 01 §7). */
export type TeamDetail = AnswerOf<'readTeam'>;
export type TeamSettings = BodyOf<'updateTeam'>;
export type TeamStatusRow = AnswerOf<'listTeamStatuses'>[number];
export type TeamInviteCode = AnswerOf<'readTeamInviteCode'>;
export type TeamStatusAction = 'invite' | 'remove';
export type MemberSquadChange = BodyOf<'setTeamMemberSquad'>;

/** SWR keys (paths) of the team reads. */
export const teamPath = (id: number) => `teams/${id}/`;
export const teamStatusesPath = (id: number) => `teams/${id}/get_statuses/`;
export const teamInviteCodePath = (id: number) => `teams/${id}/invite_code/`;

export const getTeam = (api: ApiClient, id: number) => api.get<TeamDetail>(teamPath(id));

export const updateTeam = (api: ApiClient, id: number, settings: TeamSettings) => api.patch<TeamDetail>(teamPath(id), settings);

/** PATCH teams/{id}/{status}/ with {broadcaster}: invite (status Invited, an email) or remove (Deactivated). */
export const setTeamStatus = (api: ApiClient, id: number, status: TeamStatusAction, broadcaster: string) =>
  api.patch<AnswerOf<'inviteToTeam'>>(`teams/${id}/${status}/`, { broadcaster });

export const getTeamStatuses = (api: ApiClient, id: number) => api.get<TeamStatusRow[]>(teamStatusesPath(id));

export const getTeamInviteCode = (api: ApiClient, id: number) => api.get<TeamInviteCode>(teamInviteCodePath(id));

/** Sets a member's squad (spec 01 §4); squad null removes them from theirs. */
export const setTeamMemberSquad = (api: ApiClient, id: number, change: MemberSquadChange) =>
  api.patch<AnswerOf<'setTeamMemberSquad'>>(`teams/${id}/set_squad/`, change);
