import { describe, expect, it } from 'vitest';
import { makeAdmin as admin, makeManager as manager } from '@advocate/api-client/testing';
import { mayChangeManager, mayGrantLevel, mayGrantLevels } from './manager-changes.ts';

const readOnly = manager({ permissions_campaigns: 1, permissions_teams: 1, permissions_users: 0 });
const levels = (campaigns: number, teams: number, users: number) => ({
  permissions_campaigns: campaigns,
  permissions_teams: teams,
  permissions_users: users,
});

describe('decision 344: a non-admin grants no level above their own', () => {
  it.each([
    ['admin grants read/write', admin(), 0, undefined, true],
    ['new grant at the viewer level', readOnly, 1, undefined, true],
    ['new grant above the viewer level', readOnly, 0, null, false],
    ['raise to above the viewer level', readOnly, 0, 1, false],
    ['keep a level above the viewer', readOnly, 0, 0, true],
    ['lower a level held above the viewer', readOnly, 1, 0, true],
    ['raise from no access to the viewer level', readOnly, 1, 2, true],
  ])('%s', (_name, viewer, level, before, expected) => {
    expect(mayGrantLevel(viewer, 'permissions_campaigns', level, before)).toBe(expected);
  });

  it('holds over every area of a change', () => {
    expect(mayGrantLevels(readOnly, null, levels(1, 1, 2))).toBe(true);
    expect(mayGrantLevels(readOnly, null, levels(1, 0, 2))).toBe(false);
    expect(mayGrantLevels(readOnly, levels(0, 1, 2), levels(0, 1, 0))).toBe(true);
    expect(mayGrantLevels(readOnly, levels(1, 1, 2), levels(0, 1, 2))).toBe(false);
    expect(mayGrantLevels(admin(), null, levels(0, 0, 0))).toBe(true);
  });
});

describe('decision 343: only admins change admins', () => {
  it.each([
    ['admin → admin', admin(), true, true],
    ['admin → manager', admin(), false, true],
    ['manager → manager', manager(), false, true],
    ['manager → admin', manager(), true, false],
    ['nobody → admin', null, true, false],
  ])('%s', (_name, viewer, targetIsAdmin, expected) => {
    expect(mayChangeManager(viewer, { is_admin: targetIsAdmin })).toBe(expected);
  });
});
