import { useMutation } from '@advocate/api-client';
import type { ManagerUpdate } from '@advocate/api-client';
import { managersKey } from './get-managers.ts';

/**
 * PATCH managers/{id}/ (spec 01 §7): edits, soft removal (`user.is_active` false) and reactivation
 * (true); the managers are read again.
 */
export const useUpdateManager = () =>
  useMutation(
    (api, id: number, body: ManagerUpdate) => api.PATCH('/api/v1/managers/{id}/', { params: { path: { id: String(id) } }, body }),
    {
      invalidate: [managersKey],
    },
  );
