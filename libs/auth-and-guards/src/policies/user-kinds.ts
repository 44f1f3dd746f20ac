import type { User } from '@advocate/api-client';

/** User types on the wire (spec 00 §3, §6). */
export const USER_TYPE = { manager: 2, broadcaster: 3 } as const;

/**
 * The user fields the policies read. `user_type` is widened to number because a stored user
 * may carry a type this console does not know; such a user is sent to /login (spec 00 §2).
 */
export type PolicyUser = Omit<
  Pick<User, 'user_type' | 'is_admin' | 'permissions_campaigns' | 'permissions_teams' | 'permissions_users'>,
  'user_type'
> & { user_type: number };

/** A user or nobody signed in. */
export type MaybeUser<U = PolicyUser> = U | null | undefined;

/** Manager type (2): `isManager(user)`. */
export function isManager(user: MaybeUser<Pick<PolicyUser, 'user_type'>>): boolean {
  return user?.user_type === USER_TYPE.manager;
}

/** Broadcaster type (3): `isBroadcaster(user)`. */
export function isBroadcaster(user: MaybeUser<Pick<PolicyUser, 'user_type'>>): boolean {
  return user?.user_type === USER_TYPE.broadcaster;
}

/**
 * Admin: a manager with the is_admin flag, which grants everything (spec 00 §1, §6). The flag
 * on any other user type grants nothing. See docs/decisions/132.
 * @example isAdmin({ ...manager, is_admin: true }) // true
 */
export function isAdmin(user: MaybeUser<Pick<PolicyUser, 'user_type' | 'is_admin'>>): boolean {
  return isManager(user) && user?.is_admin === true;
}
