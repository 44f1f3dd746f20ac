import { isAdmin, type MaybeUser, type PolicyUser } from './user-kinds.ts';

/** The three permission areas of a manager (spec 01 §6). */
export const PERMISSION_AREAS = ['permissions_campaigns', 'permissions_teams', 'permissions_users'] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];
/** A manager's or invitation's levels: 0 read/write, 1 read only, 2 no access. */
export type PermissionLevels = Record<PermissionArea, number>;

type Granter = Pick<PolicyUser, 'user_type' | 'is_admin'> & PermissionLevels;

/**
 * Decision 344: a non-admin grants no level above their own. An area may move to a level that
 * gives more access (a lower number) than `before` only when the viewer holds that access too;
 * `before` null or undefined is a new grant (an invitation).
 * @example mayGrantLevel(readOnlyManager, 'permissions_campaigns', 0, 1) // false
 */
export function mayGrantLevel(viewer: Granter, area: PermissionArea, level: number, before?: number | null): boolean {
  if (isAdmin(viewer)) return true;
  const raised = before === null || before === undefined || level < before;
  return !raised || level >= viewer[area];
}

/** Decision 344 over every area of a change from `before` (null for a new grant) to `after`. */
export function mayGrantLevels(viewer: Granter, before: PermissionLevels | null, after: PermissionLevels): boolean {
  return PERMISSION_AREAS.every((area) => mayGrantLevel(viewer, area, after[area], before?.[area]));
}

/**
 * Decision 343: only admins change admins — edit, remove or reactivate an admin manager.
 * @example mayChangeManager(manager, { is_admin: true }) // false
 */
export function mayChangeManager(viewer: MaybeUser<Pick<PolicyUser, 'user_type' | 'is_admin'>>, target: { is_admin: boolean }): boolean {
  return isAdmin(viewer) || !target.is_admin;
}
