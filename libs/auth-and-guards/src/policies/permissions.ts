import { isAdmin, isManager, type MaybeUser, type PolicyUser } from './user-kinds.ts';

/** Permission levels of the manager areas (spec 00 §6, 01 §6). */
export const PERMISSION_LEVEL = { readWrite: 0, readOnly: 1, none: 2 } as const;

/** Spec 01 §6: each level's name, as the managers page and the activity log show it. */
export const PERMISSION_LEVEL_LABELS: Readonly<Record<0 | 1 | 2, string>> = { 0: 'Read/Write', 1: 'Read Only', 2: 'No Access' };

/** Permission levels of a new manager invitation (spec 00 §9, 01 §6). */
export const DEFAULT_MANAGER_INVITATION_PERMISSIONS = {
  permissions_campaigns: 1,
  permissions_teams: 1,
  permissions_users: 2,
} as const;

// Levels only mean something for managers: a broadcaster row may hold 0 by default and must
// never gain editing rights from it (docs/decisions/132).
const managerLevel = (user: MaybeUser, read: (u: PolicyUser) => number): number | null => (user && isManager(user) ? read(user) : null);

/** Edit campaigns: permissions_campaigns is 0, or admin (spec 00 §6): `canEditCampaigns(user)`. */
export function canEditCampaigns(user: MaybeUser): boolean {
  return isAdmin(user) || managerLevel(user, (u) => u.permissions_campaigns) === PERMISSION_LEVEL.readWrite;
}

/** Edit users: permissions_users is 0, or admin (spec 00 §6): `canEditUsers(user)`. */
export function canEditUsers(user: MaybeUser): boolean {
  return isAdmin(user) || managerLevel(user, (u) => u.permissions_users) === PERMISSION_LEVEL.readWrite;
}

/** View users: permissions_users is 1 or lower, or admin (spec 00 §6): `canViewUsers(user)`. */
export function canViewUsers(user: MaybeUser): boolean {
  if (isAdmin(user)) return true;
  const level = managerLevel(user, (u) => u.permissions_users);
  return level !== null && level <= PERMISSION_LEVEL.readOnly;
}

/** Edit teams: permissions_teams is 0, or admin (spec 00 §6): `canEditTeams(user)`. */
export function canEditTeams(user: MaybeUser): boolean {
  return isAdmin(user) || managerLevel(user, (u) => u.permissions_teams) === PERMISSION_LEVEL.readWrite;
}
