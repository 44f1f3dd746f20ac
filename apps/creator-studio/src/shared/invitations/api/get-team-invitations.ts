import { TEAM_INVITATIONS_PATH, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

export const getTeamInvitations = (api: ApiClient) => api.GET('/api/v1/teams-invitations/');

/** The broadcaster's open team invitations (GET teams-invitations/). */
export const useTeamInvitations = () => useQuery(TEAM_INVITATIONS_PATH, getTeamInvitations);
