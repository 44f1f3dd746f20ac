/**
 * Response schemas shared by the route modules (OpenAPI document, response serialisation, and the
 * handlers' return types through the type provider).
 * fast-json-stringify writes only the properties a schema lists, so the user schema lists every
 * field of the `User` wire shape (libs/api-client types.ts) in the serializer's order.
 */
import { named, ref } from './named-schemas.ts';

export const detailSchema = named('Detail', {
  type: 'object',
  additionalProperties: false,
  required: ['detail'],
  properties: { detail: { type: 'string' } },
} as const);
export const detailAnswer = ref(detailSchema);

/** An invite link's key and expiry (GET teams/{id}/invite_code/ and campaigns/{slug}/invite_code/). */
export const inviteCodeSchema = named('InviteCode', {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'expires_at'],
  properties: { key: { type: 'string' }, expires_at: { type: 'string', format: 'date-time' } },
} as const);
export const inviteCodeAnswer = ref(inviteCodeSchema);

/** DRF error bodies: `{field: [messages]}`, `{non_field_errors: [...]}` or `{detail}`. */
export const errorSchema = named('Error', { type: 'object', additionalProperties: true } as const);
export const errorAnswer = ref(errorSchema);

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const flag = { type: 'boolean' } as const;
const texts = { type: 'array', items: text } as const;
/** Component type slugs (spec 00 §3 and the manager document's component types). */
export const componentSlug = {
  type: 'string',
  enum: [
    'banner-graphics',
    'twitch-chat-bot',
    'twitch-chat-bot-command',
    'custom-link',
    'suggested-tweet',
    'suggested-retweet',
    'watch-party',
    'live-graphics',
    'fullscreen-video',
    'advocate-widget',
    'conversion-popup',
    'dynamic-cta',
  ],
} as const;
const permission = { type: 'integer', enum: [0, 1, 2], description: '0 read/write, 1 read only, 2 no access' } as const;

const currentTeam = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['id', 'name', 'squad', 'logo'],
  properties: { id: { type: 'integer' }, name: text, squad: nullableText, logo: nullableText },
} as const;

export const profileSchema = named('Profile', {
  type: 'object',
  additionalProperties: false,
  required: [
    'email_receive_sponsorship_offers',
    'email_receive_advocate_updates',
    'selected_notifications',
    'current_team',
    'browsersource',
    'profile_image',
    'twitter',
    'discord',
    'youtube',
    'application_full_name',
    'application_date_of_birth',
    'application_organization',
    'application_streams_on_which_platforms',
    'application_stream_content_type',
    'base_canvas_resolution',
    'stream_preview_screenshot',
  ],
  properties: {
    email_receive_sponsorship_offers: flag,
    email_receive_advocate_updates: flag,
    selected_notifications: { type: ['string', 'null'], enum: ['E', 'S', 'D', null] },
    current_team: currentTeam,
    browsersource: nullableText,
    profile_image: nullableText,
    twitter: nullableText,
    discord: nullableText,
    youtube: nullableText,
    application_full_name: nullableText,
    application_date_of_birth: { ...nullableText, description: 'YYYY-MM-DD' },
    application_organization: nullableText,
    application_streams_on_which_platforms: { type: 'array', items: { type: 'string', enum: ['PC', 'MO', 'CO'] } },
    application_stream_content_type: { type: 'array', items: { type: 'string', enum: ['CO', 'EN', 'ED'] } },
    base_canvas_resolution: { ...text, description: 'WxH' },
    stream_preview_screenshot: nullableText,
  },
} as const);
export const profileAnswer = ref(profileSchema);

/** The User wire shape (spec 00 §3). */
export const userSchema = named('User', {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'username',
    'email',
    'user_type',
    'is_admin',
    'tos_agreed',
    'email_receive_advocate_updates',
    'permissions_campaigns',
    'permissions_teams',
    'permissions_users',
    'available_components',
    'platforms',
    'phone_number',
    'twitter',
    'has_twitter_oauth',
    'discord',
    'youtube',
    'api_key',
    'campaigns',
    'teams',
    'has_application',
    'profile',
  ],
  properties: {
    id: { type: 'integer' },
    username: text,
    email: { ...text, description: 'Empty for a broadcaster whose provider gave none.' },
    user_type: { type: 'integer', enum: [2, 3], description: '2 manager, 3 broadcaster' },
    is_admin: flag,
    tos_agreed: { ...nullableText, format: 'date-time' },
    email_receive_advocate_updates: flag,
    permissions_campaigns: permission,
    permissions_teams: permission,
    permissions_users: permission,
    available_components: { type: 'array', items: componentSlug, description: 'Component type slugs available through the campaigns.' },
    platforms: { type: 'array', items: { type: 'string', enum: ['twitch', 'youtube'] } },
    phone_number: nullableText,
    twitter: nullableText,
    has_twitter_oauth: flag,
    discord: nullableText,
    youtube: nullableText,
    api_key: { ...nullableText, description: 'Masked (the last four characters); the full key is answered once.' },
    campaigns: { ...texts, description: 'Slugs of the campaigns the user can see or is on.' },
    teams: { type: 'array', items: { type: 'integer' } },
    has_application: flag,
    profile: profileAnswer,
  },
} as const);
export const userAnswer = ref(userSchema);

/** Answer of sign-in, registration and provider sign-in. */
export const authSchema = named('Auth', {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'user'],
  properties: { key: text, user: userAnswer },
} as const);
export const authAnswer = ref(authSchema);
