import { describe, expect, it } from 'vitest';
import type { User } from '@advocate/api-client';
import {
  makeAdmin as admin,
  makeBroadcaster as broadcaster,
  emptyProfile,
  makeUser,
  makeManager as manager,
} from '@advocate/api-client/testing';
import { applicationComplete, userHome, type HomeTarget } from './user-home.ts';

const application = {
  application_full_name: 'Sam Streamer',
  application_date_of_birth: '1990-04-01',
  application_stream_content_type: ['EN' as const],
  application_streams_on_which_platforms: ['PC' as const],
};
const team = { id: 4, name: 'Acme', squad: null, logo: null };

describe('applicationComplete (spec 00 §4, 02 §3: full name, date of birth, content type, platforms)', () => {
  it.each([
    ['all four present', application, true],
    ['no name', { ...application, application_full_name: null }, false],
    ['blank name', { ...application, application_full_name: '   ' }, false],
    ['no date of birth', { ...application, application_date_of_birth: '' }, false],
    ['no content type', { ...application, application_stream_content_type: [] }, false],
    ['no platforms', { ...application, application_streams_on_which_platforms: [] }, false],
    ['empty profile', emptyProfile, false],
    ['null', null, false],
    ['undefined', undefined, false],
  ])('%s → %s', (_name, profile, expected) => {
    expect(applicationComplete(profile)).toBe(expected);
  });
});

describe('userHome: role guard destinations (spec 00 §2 route guards, 02 §2)', () => {
  const login = (path: string): HomeTarget => ({ app: 'login', path });
  it.each<[string, User | null | undefined, HomeTarget]>([
    ['nobody', null, login('/login')],
    ['undefined', undefined, login('/login')],
    ['manager without terms', manager({ tos_agreed: null }), login('/login/tos')],
    ['broadcaster without terms', broadcaster({ tos_agreed: null }), login('/login/tos')],
    ['empty terms timestamp', broadcaster({ tos_agreed: '' }), login('/login/tos')],
    ['unknown type', { ...makeUser(), user_type: 5 } as unknown as User, login('/login')],
    [
      'unknown type without terms goes to terms first',
      { ...makeUser({ tos_agreed: null }), user_type: 5 } as unknown as User,
      login('/login/tos'),
    ],
    ['manager', manager(), { app: 'manager', path: '/dashboard' }],
    ['admin', admin(), { app: 'manager', path: '/dashboard' }],
    ['new broadcaster: nothing yet', broadcaster(), { app: 'creator', path: '/profile' }],
    ['broadcaster with a campaign', broadcaster({ campaigns: ['spring'] }), { app: 'creator', path: '/dashboard' }],
    ['broadcaster with a team', broadcaster({ profile: { ...emptyProfile, current_team: team } }), { app: 'creator', path: '/dashboard' }],
    ['broadcaster with has_application', broadcaster({ has_application: true }), { app: 'creator', path: '/dashboard' }],
    [
      'broadcaster with a complete application in the profile',
      broadcaster({ profile: { ...emptyProfile, ...application } }),
      { app: 'creator', path: '/dashboard' },
    ],
    [
      'broadcaster with half an application',
      broadcaster({ profile: { ...emptyProfile, application_full_name: 'Sam' } }),
      { app: 'creator', path: '/profile' },
    ],
    ['broadcaster without a profile object', { ...broadcaster(), profile: null } as unknown as User, { app: 'creator', path: '/profile' }],
  ])('%s', (_name, user, expected) => {
    expect(userHome(user)).toEqual(expected);
  });
});
