import { MANAGER_INVITATIONS_PATH, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** The SWR key of the pending invitations. */
export const managerInvitationsKey = MANAGER_INVITATIONS_PATH;

/** GET manager-invitations/: pending invitations (spec 01 §7 managerInvitations). */
export const getManagerInvitations = (api: ApiClient) => api.GET('/api/v1/manager-invitations/');

export const useManagerInvitations = () => useQuery(managerInvitationsKey, getManagerInvitations);
