import { array, boolean, enums, nullable, number, optional, string, type, union, unknown } from 'superstruct';
import { fileValue, numberLike } from './struct-from-form.ts';

const text = optional(nullable(string()));
const num = optional(nullable(numberLike));
const flag = optional(boolean());
const names = optional(array(string()));
const permission = optional(enums([0, 1, 2]));

/**
 * JSON types of each API body (spec 00 §7, 01 §7, 02 §7). Fields the rules require are typed strictly;
 * the rules answer 'Required Field' for them before any type check. Extra keys are allowed.
 */
export const formShapes = {
  signIn: { username: string(), password: string(), stayLoggedIn: flag },
  signUp: { email: string(), password1: string(), password2: string(), username: text },
  resetRequest: { email: string() },
  resetPassword: { new_password1: string(), new_password2: string(), uid: string(), token: string() },
  tosAgreement: {
    tos_agreed: nullable(string()),
    email_receive_sponsorship_offers: flag,
    email_receive_advocate_updates: flag,
  },
  profileUpdate: {
    username: string(),
    email: string(),
    phone_number: text,
    twitter: text,
    discord: text,
    email_receive_advocate_updates: flag,
    tos_agreed: text,
    profile: optional(type({})),
  },
  notification: {
    selected_notifications: optional(nullable(union([string(), array(string())]))),
    phone_number: text,
    twitter: text,
    email: text,
    discord: text,
  },
  application: {
    application_full_name: string(),
    application_date_of_birth: string(),
    application_organization: text,
    application_streams_on_which_platforms: array(string()),
    application_stream_content_type: array(string()),
  },
  campaign: {
    name: string(),
    start_date: string(),
    end_date: text,
    client: text,
    website: text,
    description: text,
    requirements: text,
    general_guidelines: text,
    payment_terms: text,
    team: optional(nullable(number())),
    impression_cutoff: num,
    daily_impression_cap: num,
    seconds_per_impression: num,
    is_finite: flag,
    auto_active_invites: flag,
    set_live_graphic_times: flag,
    broadcasters_to_add: names,
    squads: optional(array(union([number(), string()]))),
  },
  sponsor: {
    name: string(),
    team: optional(nullable(number())),
    start_date: text,
    end_date: text,
    website: text,
    seconds_per_impression: num,
  },
  teamSettings: { name: string(), seconds_per_impression: numberLike },
  squad: { name: string(), team: optional(number()) },
  groupLabel: { name: string(), campaign: text, broadcasters: names, components: optional(array(number())) },
  feature: { broadcaster: string(), campaign: text, start_time: string(), end_time: string() },
  fullscreenTrigger: { component: union([number(), string()]), broadcasters: array(string()) },
  report: {
    name: string(),
    type: string(),
    start_time: text,
    end_time: text,
    campaigns: names,
    empty_rows: flag,
    sections: optional(unknown()),
  },
  managerInvitation: {
    email: string(),
    teams: optional(array(number())),
    permissions_campaigns: permission,
    permissions_teams: permission,
    permissions_users: permission,
  },
  managerEdit: {
    teams: optional(array(number())),
    user: type({ email: string(), permissions_campaigns: permission, permissions_teams: permission, permissions_users: permission }),
  },
  broadcaster: { broadcaster: string() },
  chatbotMessage: { text: string(), campaign: text, broadcaster: text, chatbot_channel: text },
  editTweet: { tweet_text: string(), link: text },
  component: {
    name: string(),
    type: text,
    campaign: text,
    start_time: text,
    end_time: text,
    image: optional(nullable(fileValue)),
    link: text,
    message: text,
    keyword: text,
    youtube_url: text,
    description: text,
    widget_upload: optional(nullable(fileValue)),
    impression_cutoff: num,
    daily_impression_cap: num,
    config: optional(nullable(type({}))),
  },
} as const;
