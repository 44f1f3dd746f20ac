import { useMutation } from '@advocate/api-client';
import type { ManagerInvitationUpdate } from '@advocate/api-client';
import { managerInvitationsKey } from './get-manager-invitations.ts';

/** PATCH manager-invitations/{id}/ (Edit Invitation, spec 01 §7); the invitations are read again. */
export const useUpdateManagerInvitation = () =>
  useMutation(
    (api, id: number, body: ManagerInvitationUpdate) =>
      api.PATCH('/api/v1/manager-invitations/{id}/', { params: { path: { id: String(id) } }, body }),
    { invalidate: [managerInvitationsKey] },
  );
