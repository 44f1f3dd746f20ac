import { makeBroadcaster, makeProfile } from '@advocate/api-client/testing';
import type { User } from '@advocate/api-client';

/** The studio's usual user: a broadcaster on a team (so past the profile gate) who agreed to the terms. */
export function makeStudioUser(overrides: Partial<User> = {}): User {
  const current_team = { id: 1, name: 'Acme', squad: null, logo: null };
  return makeBroadcaster({ profile: makeProfile({ current_team, selected_notifications: 'E' }), ...overrides });
}
