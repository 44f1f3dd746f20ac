import { describe, expect, it } from 'vitest';
import type { PermissionLevel } from '@advocate/api-client';
import {
  canEditCampaigns,
  canEditTeams,
  canEditUsers,
  canViewUsers,
  DEFAULT_MANAGER_INVITATION_PERMISSIONS,
  PERMISSION_LEVEL,
} from './permissions.ts';
import { makeAdmin as admin, makeBroadcaster as broadcaster, makeManager as manager } from '@advocate/api-client/testing';

const levels: PermissionLevel[] = [0, 1, 2];

describe('permission predicates (spec 00 §6, 01 §6)', () => {
  it('levels and invitation defaults (spec 00 §9, 01 §6: campaigns 1, teams 1, users 2)', () => {
    expect(PERMISSION_LEVEL).toEqual({ readWrite: 0, readOnly: 1, none: 2 });
    expect(DEFAULT_MANAGER_INVITATION_PERMISSIONS).toEqual({
      permissions_campaigns: 1,
      permissions_teams: 1,
      permissions_users: 2,
    });
  });

  it.each(levels.map((level) => [level, level === 0]))('canEditCampaigns: permissions_campaigns %d → %s', (level, expected) => {
    expect(canEditCampaigns(manager({ permissions_campaigns: level as PermissionLevel }))).toBe(expected);
  });

  it.each(levels.map((level) => [level, level === 0]))('canEditUsers: permissions_users %d → %s', (level, expected) => {
    expect(canEditUsers(manager({ permissions_users: level as PermissionLevel }))).toBe(expected);
  });

  it.each(levels.map((level) => [level, level <= 1]))('canViewUsers: permissions_users %d → %s', (level, expected) => {
    expect(canViewUsers(manager({ permissions_users: level as PermissionLevel }))).toBe(expected);
  });

  it.each(levels.map((level) => [level, level === 0]))('canEditTeams: permissions_teams %d → %s', (level, expected) => {
    expect(canEditTeams(manager({ permissions_teams: level as PermissionLevel }))).toBe(expected);
  });

  it.each([
    ['admin with the lowest levels gets everything', admin({ permissions_campaigns: 1, permissions_teams: 1, permissions_users: 2 }), true],
    ['broadcaster with level-0 fields gets nothing', broadcaster(), false],
    ['nobody', null, false],
  ])('%s', (_name, user, expected) => {
    expect(canEditCampaigns(user)).toBe(expected);
    expect(canEditUsers(user)).toBe(expected);
    expect(canViewUsers(user)).toBe(expected);
    expect(canEditTeams(user)).toBe(expected);
  });
});
