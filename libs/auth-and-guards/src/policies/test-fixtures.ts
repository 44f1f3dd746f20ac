import type { Profile, User } from '@advocate/api-client';

/** An empty broadcaster profile: no team, no application. For tests only. */
export const emptyProfile: Profile = {
  email_receive_sponsorship_offers: true,
  email_receive_advocate_updates: true,
  selected_notifications: null,
  current_team: null,
  browsersource: null,
  profile_image: null,
  twitter: null,
  discord: null,
  youtube: null,
  application_full_name: null,
  application_date_of_birth: null,
  application_organization: null,
  application_streams_on_which_platforms: [],
  application_stream_content_type: [],
  base_canvas_resolution: '1920x1080',
  stream_preview_screenshot: null,
};

/** A complete wire user; override what a case needs. For tests only. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'someone',
    email: 'someone@example.com',
    user_type: 2,
    is_admin: false,
    tos_agreed: '2024-01-01T00:00:00Z',
    email_receive_advocate_updates: true,
    permissions_campaigns: 1,
    permissions_teams: 1,
    permissions_users: 2,
    available_components: [],
    platforms: [],
    phone_number: null,
    twitter: null,
    has_twitter_oauth: false,
    discord: null,
    youtube: null,
    api_key: null,
    campaigns: [],
    teams: [],
    has_application: false,
    profile: emptyProfile,
    ...overrides,
  };
}

/** Shorthands for a manager, an admin and a broadcaster (whose level fields are 0, as a default row may hold). */
export const manager = (overrides: Partial<User> = {}): User => makeUser({ user_type: 2, ...overrides });
export const admin = (overrides: Partial<User> = {}): User =>
  makeUser({ user_type: 2, is_admin: true, permissions_campaigns: 1, permissions_teams: 1, permissions_users: 2, ...overrides });
export const broadcaster = (overrides: Partial<User> = {}): User =>
  makeUser({ user_type: 3, permissions_campaigns: 0, permissions_teams: 0, permissions_users: 0, ...overrides });
