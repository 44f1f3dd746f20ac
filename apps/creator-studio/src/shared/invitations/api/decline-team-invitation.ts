import { useMutation } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
import { teamInvitationGone } from './team-invitation-gone.ts';

/** PATCH teams/{id}/decline/. */
export const declineTeamInvitation = (api: ApiClient, id: number) =>
  api.PATCH('/api/v1/teams/{id}/decline/', { params: { path: { id: String(id) } } });

/** The invitation leaves its list at once. */
export const useDeclineTeamInvitation = () => useMutation(declineTeamInvitation, { invalidate: [teamInvitationGone] }).trigger;
