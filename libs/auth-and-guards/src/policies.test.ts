import { describe, expect, it } from 'vitest';
import * as policies from './policies.ts';

describe('policies entry (the "./policies" export of @advocate/auth-and-guards)', () => {
  it('exposes every policy', () => {
    expect(Object.keys(policies).sort()).toEqual(
      [
        'CAMPAIGN_FILTER_THRESHOLD',
        'CHATBOT_COMPONENT_TYPES',
        'COMPONENT_TYPE',
        'COMPONENT_TYPES',
        'COMPONENT_TYPE_NAMES',
        'TRACKED_LINK_COMPONENT_TYPES',
        'PERMISSION_AREAS',
        'isComponentType',
        'mayChangeManager',
        'mayGrantLevel',
        'mayGrantLevels',
        'DEFAULT_MANAGER_INVITATION_PERMISSIONS',
        'PERMISSION_LEVEL',
        'PERMISSION_LEVEL_LABELS',
        'ROUTE_DENIED_PATH',
        'USER_TYPE',
        'appPaths',
        'applicationComplete',
        'campaignSubTabs',
        'canEditCampaigns',
        'canEditTeams',
        'canEditUsers',
        'canOpenAdminRoutes',
        'canOpenBroadcasterRoutes',
        'canOpenCampaignEditRoutes',
        'canOpenManagerRoutes',
        'canOpenUserRoutes',
        'canViewUsers',
        'groupCampaignsByTeam',
        'isAdmin',
        'isBroadcaster',
        'isManager',
        'routeAccess',
        'showCampaignFilter',
        'sidebarEntries',
        'userHome',
      ].sort(),
    );
  });
});
