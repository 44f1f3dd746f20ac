import type { CampaignSummary, TeamSummary, User } from '@advocate/api-client';

/** A complete wire User; defaults to a broadcaster on a team who has agreed to the terms. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'pat',
    email: 'pat@example.com',
    user_type: 3,
    is_admin: false,
    tos_agreed: '2024-01-01T00:00:00Z',
    email_receive_advocate_updates: true,
    permissions_campaigns: 0,
    permissions_teams: 0,
    permissions_users: 0,
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
    profile: {
      email_receive_sponsorship_offers: true,
      email_receive_advocate_updates: true,
      selected_notifications: 'E',
      current_team: { id: 1, name: 'Acme', squad: null, logo: null },
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
    },
    ...overrides,
  };
}

export function makeCampaign(overrides: Partial<CampaignSummary> & Pick<CampaignSummary, 'slug'>): CampaignSummary {
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

export function makeTeam(id: number, name: string, logo: string | null = null): TeamSummary {
  return { id, name, logo, is_demo: false, seconds_per_impression: 15 };
}
