import { describe, expect, it } from 'vitest';
import {
  canOpenAdminRoutes,
  canOpenBroadcasterRoutes,
  canOpenCampaignEditRoutes,
  canOpenManagerRoutes,
  canOpenUserRoutes,
  ROUTE_DENIED_PATH,
  routeAccess,
} from './route-access.ts';
import { makeAdmin as admin, makeBroadcaster as broadcaster, makeUser, makeManager as manager } from '@advocate/api-client/testing';

describe('route access (spec 00 §2 route guards, §6: others go to /dashboard)', () => {
  it('denied path', () => {
    expect(ROUTE_DENIED_PATH).toBe('/dashboard');
  });

  // user, admin routes, campaign-edit routes, user routes, manager routes, broadcaster routes
  it.each([
    ['admin', admin(), true, true, true, true, false],
    ['manager, campaigns 0, users 1', manager({ permissions_campaigns: 0, permissions_users: 1 }), false, true, true, true, false],
    ['manager, campaigns 1, users 0', manager({ permissions_campaigns: 1, permissions_users: 0 }), false, false, true, true, false],
    ['manager, campaigns 1, users 2', manager({ permissions_campaigns: 1, permissions_users: 2 }), false, false, false, true, false],
    ['broadcaster', broadcaster(), false, false, false, false, true],
    ['unknown type', { ...makeUser(), user_type: 4 }, false, false, false, false, false],
    ['nobody', null, false, false, false, false, false],
  ])('%s', (_name, user, adminRoutes, editRoutes, userRoutes, managerRoutes, broadcasterRoutes) => {
    expect(canOpenAdminRoutes(user)).toBe(adminRoutes);
    expect(canOpenCampaignEditRoutes(user)).toBe(editRoutes);
    expect(canOpenUserRoutes(user)).toBe(userRoutes);
    expect(canOpenManagerRoutes(user)).toBe(managerRoutes);
    expect(canOpenBroadcasterRoutes(user)).toBe(broadcasterRoutes);
    expect(routeAccess.admin(user)).toBe(adminRoutes);
    expect(routeAccess.campaignEdit(user)).toBe(editRoutes);
    expect(routeAccess.users(user)).toBe(userRoutes);
    expect(routeAccess.manager(user)).toBe(managerRoutes);
    expect(routeAccess.broadcaster(user)).toBe(broadcasterRoutes);
  });
});
