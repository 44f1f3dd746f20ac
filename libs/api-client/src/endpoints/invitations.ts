import type { ApiClient } from '../request.ts';
import type { AnswerOf } from '../types.ts';

/** SWR keys and paths of the broadcaster's open invitations (spec 02 §2 dashboard, §7). */
export const CAMPAIGN_INVITATIONS_PATH = 'campaigns-invitations/';
export const TEAM_INVITATIONS_PATH = 'teams-invitations/';

/** Spec 01 §3 / 02 §3 Invitation (campaign): slug, name, dates, client, website, description. */
export type CampaignInvitation = AnswerOf<'listCampaignInvitations'>[number];
/** Spec 01 §3 / 02 §3 Invitation (team). */
export type TeamInvitation = AnswerOf<'listTeamInvitations'>[number];
/** The accepted campaign, as GET campaigns/ lists it. */
export type AcceptedCampaign = AnswerOf<'acceptCampaignInvitation'>;
/** The joined team, as GET teams/ lists it. */
export type AcceptedTeam = AnswerOf<'acceptTeamInvitation'>;

export const listCampaignInvitations = (api: ApiClient) => api.get<CampaignInvitation[]>(CAMPAIGN_INVITATIONS_PATH);

export const listTeamInvitations = (api: ApiClient) => api.get<TeamInvitation[]>(TEAM_INVITATIONS_PATH);

/** PATCH campaigns/{slug}/accept/ (spec 02 §7 {resource}/{needle}/{response}/). */
export const acceptCampaignInvitation = (api: ApiClient, slug: string) =>
  api.patch<AcceptedCampaign>(`campaigns/${encodeURIComponent(slug)}/accept/`);

/** PATCH campaigns/{slug}/decline/. */
export const declineCampaignInvitation = (api: ApiClient, slug: string) =>
  api.patch<void>(`campaigns/${encodeURIComponent(slug)}/decline/`);

/** PATCH teams/{id}/accept/. */
export const acceptTeamInvitation = (api: ApiClient, id: number) => api.patch<AcceptedTeam>(`teams/${id}/accept/`);

/** PATCH teams/{id}/decline/. */
export const declineTeamInvitation = (api: ApiClient, id: number) => api.patch<void>(`teams/${id}/decline/`);
