import { appPaths } from './app-paths.ts';
import { canEditCampaigns, canViewUsers } from './permissions.ts';
import { isAdmin, isBroadcaster, isManager, type MaybeUser } from './user-kinds.ts';

/** Where the admin, campaign-edit and user-viewing guards send a user who may not enter (spec 00 §2, §6). */
export const ROUTE_DENIED_PATH = appPaths.console.dashboard;

/** Admin-only routes (/admin): `canOpenAdminRoutes(user)`. */
export function canOpenAdminRoutes(user: MaybeUser): boolean {
  return isAdmin(user);
}

/** Campaign-edit routes need canEditCampaigns: `canOpenCampaignEditRoutes(user)`. */
export function canOpenCampaignEditRoutes(user: MaybeUser): boolean {
  return canEditCampaigns(user);
}

/** User-viewing routes (/managers) need canViewUsers: `canOpenUserRoutes(user)`. */
export function canOpenUserRoutes(user: MaybeUser): boolean {
  return canViewUsers(user);
}

/** Manager-only routes (campaign pages, /managers; spec 00 §2): `canOpenManagerRoutes(user)`. */
export function canOpenManagerRoutes(user: MaybeUser): boolean {
  return isManager(user);
}

/** Broadcaster-only routes (/stream-preview, /panels, /twitter, /chatbot, /links, /watch-party): `canOpenBroadcasterRoutes(user)`. */
export function canOpenBroadcasterRoutes(user: MaybeUser): boolean {
  return isBroadcaster(user);
}

/**
 * The route-guard predicates in one object, e.g. `routeAccess.admin(user)`.
 */
export const routeAccess = {
  admin: canOpenAdminRoutes,
  campaignEdit: canOpenCampaignEditRoutes,
  users: canOpenUserRoutes,
  manager: canOpenManagerRoutes,
  broadcaster: canOpenBroadcasterRoutes,
} as const;
