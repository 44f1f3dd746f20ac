import { DEFAULT_MANAGER_INVITATION_PERMISSIONS, mayGrantLevel, PERMISSION_LEVEL_LABELS } from '@advocate/auth-and-guards/policies';
import type { PermissionArea } from '@advocate/auth-and-guards/policies';
import type { User } from '@advocate/api-client';

export type { PermissionArea };
export type Level = 0 | 1 | 2;

export const AREAS: ReadonlyArray<{ key: PermissionArea; label: string; levels: readonly Level[] }> = [
  { key: 'permissions_campaigns', label: 'Campaigns', levels: [0, 1] },
  { key: 'permissions_teams', label: 'Teams', levels: [0, 1] },
  { key: 'permissions_users', label: 'Users', levels: [0, 1, 2] },
];

/** Spec 01 §6: 0 read/write, 1 read only, 2 no access. */
export const LEVEL_LABELS: Readonly<Record<Level, string>> = PERMISSION_LEVEL_LABELS;

/** Spec 00 §9, 01 §6: a new invitation's levels. */
export const DEFAULT_LEVELS = DEFAULT_MANAGER_INVITATION_PERMISSIONS;

/**
 * The levels the viewer may choose for an area: those decision 344's policy lets them grant (the
 * API checks the same), which keeps the level already held so a form never shows a value it cannot hold.
 */
export function levelChoices(
  viewer: Pick<User, 'user_type' | 'is_admin' | PermissionArea>,
  area: (typeof AREAS)[number],
  current?: Level,
): Level[] {
  return area.levels.filter((level) => mayGrantLevel(viewer, area.key, level, current));
}
