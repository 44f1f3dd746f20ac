import { TEAMS_PATH, useMutation } from '@advocate/api-client';
import type { AcceptedTeam, ApiClient, TeamSummary } from '@advocate/api-client';
import { teamInvitationGone } from './team-invitation-gone.ts';

/** PATCH teams/{id}/accept/: answers the team as GET teams/ lists it. */
export const acceptTeamInvitation = (api: ApiClient, id: number) =>
  api.PATCH('/api/v1/teams/{id}/accept/', { params: { path: { id: String(id) } } });

/** The joined team joins the teams at once; the invitation leaves its list. */
export const useAcceptTeamInvitation = () =>
  useMutation(acceptTeamInvitation, {
    invalidate: [
      { key: TEAMS_PATH, update: (list: TeamSummary[] = [], team: AcceptedTeam, id: number) => [...list.filter((t) => t.id !== id), team] },
      teamInvitationGone,
    ],
  }).trigger;
