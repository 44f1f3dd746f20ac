import type { CampaignSummary, Profile, TeamSummary, User } from '../types.ts';

/** A profile with nothing filled in: no team, no application, no notification choice. */
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

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return { ...emptyProfile, ...overrides };
}

/**
 * A complete wire User; override what a case needs. Defaults to a manager with read-only levels
 * (campaigns and teams read only, users no access) who has agreed to the terms.
 */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'pat',
    email: 'pat@example.com',
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

export function makeManager(overrides: Partial<User> = {}): User {
  return makeUser({ user_type: 2, ...overrides });
}

export function makeAdmin(overrides: Partial<User> = {}): User {
  return makeUser({ user_type: 2, is_admin: true, permissions_campaigns: 1, permissions_teams: 1, permissions_users: 2, ...overrides });
}

/** A new broadcaster (no campaigns, team or application yet); level fields 0, as a default row holds. */
export function makeBroadcaster(overrides: Partial<User> = {}): User {
  return makeUser({ user_type: 3, permissions_campaigns: 0, permissions_teams: 0, permissions_users: 0, ...overrides });
}

/** A campaign of GET campaigns/, named after its slug unless told. */
export function makeCampaignSummary(overrides: Partial<CampaignSummary> & Pick<CampaignSummary, 'slug'>): CampaignSummary {
  return {
    name: overrides.slug,
    team: null,
    start_date: '2024-01-01',
    end_date: null,
    is_demo: false,
    available_components: [],
    status: null,
    ...overrides,
  };
}

/** A team of GET teams/. */
export function makeTeamSummary(id: number, name: string, logo: string | null = null): TeamSummary {
  return { id, name, logo, is_demo: false, seconds_per_impression: 15 };
}
