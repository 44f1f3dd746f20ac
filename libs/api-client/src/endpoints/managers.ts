import type { ApiClient } from '../request.ts';
import type { AnswerOf, BodyOf } from '../types.ts';

/** Managers and manager invitations (spec 01 §3 Manager, Manager invitation; §7 managers). */
export type Manager = AnswerOf<'listManagers'>[number];
export type ManagerUpdate = BodyOf<'updateManager'>;
export type ManagerInvitation = AnswerOf<'listManagerInvitations'>[number];
export type ManagerInvitationCreate = BodyOf<'createManagerInvitation'>;
export type ManagerInvitationUpdate = BodyOf<'updateManagerInvitation'>;

/** SWR keys and paths. */
export const MANAGERS_PATH = 'managers/';
export const MANAGER_INVITATIONS_PATH = 'manager-invitations/';

export const listManagers = (api: ApiClient) => api.get<Manager[]>(MANAGERS_PATH);

/** PATCH managers/{id}/: teams, email, levels; `user.is_active` false removes (soft), true reactivates. */
export const updateManager = (api: ApiClient, id: number, change: ManagerUpdate) => api.patch<Manager>(`${MANAGERS_PATH}${id}/`, change);

export const deleteManager = (api: ApiClient, id: number) => api.delete<unknown>(`${MANAGERS_PATH}${id}/`);

export const listManagerInvitations = (api: ApiClient) => api.get<ManagerInvitation[]>(MANAGER_INVITATIONS_PATH);

/** POST manager-invitations/: mails the invited address a sign-up link. */
export const createManagerInvitation = (api: ApiClient, invitation: ManagerInvitationCreate) =>
  api.post<AnswerOf<'createManagerInvitation', 201>>(MANAGER_INVITATIONS_PATH, invitation);

export const updateManagerInvitation = (api: ApiClient, id: number, change: ManagerInvitationUpdate) =>
  api.patch<ManagerInvitation>(`${MANAGER_INVITATIONS_PATH}${id}/`, change);

export const deleteManagerInvitation = (api: ApiClient, id: number) => api.delete<unknown>(`${MANAGER_INVITATIONS_PATH}${id}/`);
