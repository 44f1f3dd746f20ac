/**
 * Wire shapes shared by the API server and the apps (spec 00 §3, 01 §3, 02 §3).
 * The server answers exactly these; the apps read exactly these.
 */

export type UserType = 2 | 3; // 2 manager, 3 broadcaster
export type PermissionLevel = 0 | 1 | 2; // 0 read/write, 1 read only, 2 no access
export type Platform = 'twitch' | 'youtube';
export type ComponentSlug =
  | 'banner-graphics'
  | 'twitch-chat-bot'
  | 'twitch-chat-bot-command'
  | 'custom-link'
  | 'suggested-tweet'
  | 'suggested-retweet'
  | 'watch-party'
  | 'live-graphics'
  | 'fullscreen-video'
  | 'advocate-widget'
  | 'conversion-popup'
  | 'dynamic-cta';

export interface CurrentTeam {
  id: number;
  name: string;
  squad: string | null;
  logo: string | null;
}

export interface Profile {
  email_receive_sponsorship_offers: boolean;
  email_receive_advocate_updates: boolean;
  selected_notifications: 'E' | 'S' | 'D' | null;
  current_team: CurrentTeam | null;
  browsersource: string | null;
  profile_image: string | null;
  twitter: string | null;
  discord: string | null;
  youtube: string | null;
  application_full_name: string | null;
  application_date_of_birth: string | null; // YYYY-MM-DD
  application_organization: string | null;
  application_streams_on_which_platforms: Array<'PC' | 'MO' | 'CO'>;
  application_stream_content_type: Array<'CO' | 'EN' | 'ED'>;
  base_canvas_resolution: string; // WxH
  stream_preview_screenshot: string | null;
}

export interface User {
  id: number;
  username: string;
  email: string;
  user_type: UserType;
  is_admin: boolean;
  tos_agreed: string | null; // ISO timestamp or null
  email_receive_advocate_updates: boolean;
  permissions_campaigns: PermissionLevel;
  permissions_teams: PermissionLevel;
  permissions_users: PermissionLevel;
  /** Component slugs available to this user through their campaigns (broadcasters). */
  available_components: ComponentSlug[];
  /** Platforms of a broadcaster, primary first. Empty for managers. */
  platforms: Platform[];
  phone_number: string | null;
  twitter: string | null;
  has_twitter_oauth: boolean;
  discord: string | null;
  youtube: string | null;
  /** Masked unless just generated. */
  api_key: string | null;
  /** Slugs of the campaigns the user can see (manager scope) or is on (broadcaster). */
  campaigns: string[];
  /** Ids of the user's teams. */
  teams: number[];
  /** True when the user has an application status (application complete), spec 00 §4. */
  has_application: boolean;
  profile: Profile;
}

/** Answer of rest-auth/login/, rest-auth/registration/ and users/{provider}/. */
export interface AuthAnswer {
  key: string;
  user: User;
}

/** DRF-shaped error body: field errors, non_field_errors, or detail. */
export type ApiErrorBody = {
  detail?: string;
  non_field_errors?: string[];
  _error?: string[] | string;
} & Record<string, unknown>;

export interface InviteLinkDetail {
  key: string;
  expires_at: string;
  campaign_name?: string;
  team_name?: string;
}

export interface TeamSummary {
  id: number;
  name: string;
  logo: string | null;
  is_demo: boolean;
  seconds_per_impression: number;
}

export interface CampaignSummary {
  slug: string;
  name: string;
  team: number | null;
  start_date: string;
  end_date: string | null;
  is_demo: boolean;
  available_components: ComponentSlug[];
  /** The requesting broadcaster's status on the campaign; null for managers. */
  status: string | null;
}

/** Answer of GET {list}/ for paginated-less lists: a plain JSON array. */
export type ListAnswer<T> = T[];
