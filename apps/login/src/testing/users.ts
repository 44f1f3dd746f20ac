import type { Profile, User } from '@advocate/api-client';

const profile: Profile = {
  email_receive_sponsorship_offers: false,
  email_receive_advocate_updates: false,
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

/** A complete wire user (an agreed manager unless overridden). For tests only. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'mia@example.com',
    email: 'mia@example.com',
    user_type: 2,
    is_admin: false,
    tos_agreed: '2024-05-01T10:00:00.000Z',
    email_receive_advocate_updates: false,
    permissions_campaigns: 0,
    permissions_teams: 1,
    permissions_users: 1,
    available_components: [],
    platforms: [],
    phone_number: null,
    twitter: null,
    has_twitter_oauth: false,
    discord: null,
    youtube: null,
    api_key: '••••',
    campaigns: [],
    teams: [],
    has_application: false,
    profile,
    ...overrides,
  };
}
