import { useMutation } from '@advocate/api-client';
import { managerInvitationsKey } from './get-manager-invitations.ts';

/** DELETE manager-invitations/{id}/ (Delete Invitation, spec 01 §7); the invitations are read again. */
export const useDeleteManagerInvitation = () =>
  useMutation((api, id: number) => api.DELETE('/api/v1/manager-invitations/{id}/', { params: { path: { id: String(id) } } }), {
    invalidate: [managerInvitationsKey],
  });
