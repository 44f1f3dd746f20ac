import { describe, expect, it } from 'vitest';
import { makeAdmin as admin, makeBroadcaster as broadcaster, makeUser, makeManager as manager } from '@advocate/api-client/testing';
import { isAdmin, isBroadcaster, isManager, USER_TYPE } from './user-kinds.ts';

describe('user kinds (spec 00 §3, §6: manager 2, broadcaster 3, admin flag)', () => {
  it('USER_TYPE', () => {
    expect(USER_TYPE).toEqual({ manager: 2, broadcaster: 3 });
  });

  it.each([
    ['manager', manager(), true, false, false],
    ['admin', admin(), true, false, true],
    ['broadcaster', broadcaster(), false, true, false],
    ['broadcaster with admin flag', broadcaster({ is_admin: true }), false, true, false],
    ['unknown type', { ...makeUser(), user_type: 7 }, false, false, false],
    ['unknown type with admin flag', { ...makeUser({ is_admin: true }), user_type: 1 }, false, false, false],
    ['nobody (null)', null, false, false, false],
    ['nobody (undefined)', undefined, false, false, false],
  ])('%s', (_name, user, manager_, broadcaster_, admin_) => {
    expect(isManager(user)).toBe(manager_);
    expect(isBroadcaster(user)).toBe(broadcaster_);
    expect(isAdmin(user)).toBe(admin_);
  });
});
