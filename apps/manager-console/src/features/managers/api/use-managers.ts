import { MANAGERS_PATH, MANAGER_INVITATIONS_PATH, useResource } from '@advocate/api-client';
import type { Manager, ManagerInvitation } from '@advocate/api-client';

/** GET managers/: current and removed managers the viewer may see (spec 01 §7 managers). */
export const useManagers = () => useResource<Manager[]>(MANAGERS_PATH);

/** GET manager-invitations/: pending invitations (spec 01 §7 managerInvitations). */
export const useManagerInvitations = () => useResource<ManagerInvitation[]>(MANAGER_INVITATIONS_PATH);
