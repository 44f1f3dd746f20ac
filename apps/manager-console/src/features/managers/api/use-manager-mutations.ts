import {
  MANAGERS_PATH,
  MANAGER_INVITATIONS_PATH,
  createManagerInvitation,
  deleteManagerInvitation,
  updateManager,
  updateManagerInvitation,
  useApiClient,
} from '@advocate/api-client';
import type { ManagerInvitationCreate, ManagerInvitationUpdate, ManagerUpdate } from '@advocate/api-client';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/**
 * The managers page's writes; each revalidates the lists it changes (spec 01 §7: create and update
 * replace the local entity, delete removes it).
 */
export function useManagerMutations() {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  const refresh = useCallback(async (...paths: string[]) => {
    await Promise.all(paths.map((path) => mutate(path)));
  }, [mutate]);
  return {
    invite: useCallback(async (body: ManagerInvitationCreate) => {
      await createManagerInvitation(api, body);
      await refresh(MANAGER_INVITATIONS_PATH);
    }, [api, refresh]),
    editInvitation: useCallback(async (id: number, body: ManagerInvitationUpdate) => {
      await updateManagerInvitation(api, id, body);
      await refresh(MANAGER_INVITATIONS_PATH);
    }, [api, refresh]),
    deleteInvitation: useCallback(async (id: number) => {
      await deleteManagerInvitation(api, id);
      await refresh(MANAGER_INVITATIONS_PATH);
    }, [api, refresh]),
    /** Edits, soft removal (`user.is_active` false) and reactivation (true). */
    editManager: useCallback(async (id: number, body: ManagerUpdate) => {
      await updateManager(api, id, body);
      await refresh(MANAGERS_PATH);
    }, [api, refresh]),
  };
}
