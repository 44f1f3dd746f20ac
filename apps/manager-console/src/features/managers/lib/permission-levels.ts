import { DEFAULT_MANAGER_INVITATION_PERMISSIONS } from '@advocate/auth-and-guards/policies';
import type { User } from '@advocate/api-client';

/** The three permission areas of a manager (spec 01 §6). */
export type PermissionArea = 'permissions_campaigns' | 'permissions_teams' | 'permissions_users';
export type Level = 0 | 1 | 2;

export const AREAS: ReadonlyArray<{ key: PermissionArea; label: string; levels: readonly Level[] }> = [
  { key: 'permissions_campaigns', label: 'Campaigns', levels: [0, 1] },
  { key: 'permissions_teams', label: 'Teams', levels: [0, 1] },
  { key: 'permissions_users', label: 'Users', levels: [0, 1, 2] },
];

/** Spec 01 §6: 0 read/write, 1 read only, 2 no access. */
export const LEVEL_LABELS: Record<Level, string> = { 0: 'Read/Write', 1: 'Read Only', 2: 'No Access' };

/** Spec 00 §9, 01 §6: a new invitation's levels. */
export const DEFAULT_LEVELS = DEFAULT_MANAGER_INVITATION_PERMISSIONS;

/**
 * The levels the viewer may choose for an area (decision 344): admins all; others no level above
 * their own, plus the level already held so a form never shows a value it cannot hold.
 */
export function levelChoices(viewer: Pick<User, 'is_admin' | PermissionArea>, area: (typeof AREAS)[number], current?: Level): Level[] {
  if (viewer.is_admin) return [...area.levels];
  return area.levels.filter((level) => level >= viewer[area.key] || level === current);
}
