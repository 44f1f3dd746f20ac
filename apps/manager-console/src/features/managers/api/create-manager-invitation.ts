import { useMutation } from '@advocate/api-client';
import type { ManagerInvitationCreate } from '@advocate/api-client';
import { managerInvitationsKey } from './get-manager-invitations.ts';

/** POST manager-invitations/ (Add New Manager, spec 01 §7); the invitations are read again. */
export const useCreateManagerInvitation = () =>
  useMutation((api, body: ManagerInvitationCreate) => api.POST('/api/v1/manager-invitations/', { body }), {
    invalidate: [managerInvitationsKey],
  });
