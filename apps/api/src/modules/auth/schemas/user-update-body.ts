import type { MultipartFieldKind } from '../../../plugins/multipart-parts.ts';
import type { FromSchema } from 'json-schema-to-ts';
import { limits } from '@advocate/validation';
import { ADDRESS_MAX_LENGTH, emailText, nullableText, passwordText, text, usernameText } from '../../../schemas/strings.ts';

/**
 * Body of PUT rest-auth/user/: only the fields a user may change. The console sends the whole user
 * back; everything else (id, user_type, is_admin, permissions_*, campaigns, teams, api_key,
 * platforms, profile.current_team, profile.browsersource, ...) is stripped by the schema and
 * never stored.
 *
 * Every text has a length limit (decision 236): Django's for username (150) and email (254), the
 * names limit of libs/validation for names and organisation (128), and room above any valid value
 * elsewhere, so the field's own rule still names what is wrong with a value of sensible length.
 */
const flag = { type: 'boolean' } as const;
const codes = { type: ['array', 'null'], items: text(16) } as const;
const NAME_MAX = limits.nameMaxLength;
const ADDRESS_MAX = ADDRESS_MAX_LENGTH;

export const userUpdateBody = {
  type: 'object',
  required: ['username', 'email'],
  properties: {
    username: usernameText,
    email: emailText,
    current_password: {
      ...passwordText,
      description: 'Needed, for a user who has a password, when `email` changes (decision 264); ignored otherwise.',
    },
    email_receive_advocate_updates: flag,
    email_receive_sponsorship_offers: {
      ...flag,
      description: 'As the terms screen sends it; same as profile.email_receive_sponsorship_offers.',
    },
    tos_agreed: {
      ...nullableText(64),
      description: 'Agreement, stamped with the server time; the stored value sent back keeps it; null withdraws.',
    },
    phone_number: nullableText(32),
    twitter: nullableText(32),
    stream_preview_screenshot: {
      ...nullableText(ADDRESS_MAX),
      description: 'In multipart: the image file (png, jpeg or gif, 5 MB at most). null or empty clears it.',
    },
    profile: {
      type: 'object',
      properties: {
        email_receive_sponsorship_offers: flag,
        email_receive_advocate_updates: flag,
        selected_notifications: { ...nullableText(16), description: 'One code of E, S, D, or null.' },
        twitter: nullableText(32),
        application_full_name: nullableText(NAME_MAX),
        application_date_of_birth: nullableText(32),
        application_organization: nullableText(NAME_MAX),
        application_streams_on_which_platforms: codes,
        application_stream_content_type: codes,
        base_canvas_resolution: text(16),
        stream_preview_screenshot: nullableText(ADDRESS_MAX),
      },
    },
  },
} as const;
export type ProfileUpdateBody = FromSchema<typeof userUpdateBody>;

/** Multipart text parts the update reads, other than username and email: as JSON values of these kinds, or as text. */
export const multipartFieldKinds: Record<string, MultipartFieldKind> = {
  current_password: 'text',
  email_receive_advocate_updates: 'boolean',
  email_receive_sponsorship_offers: 'boolean',
  tos_agreed: 'nullable',
  phone_number: 'nullable',
  twitter: 'nullable',
  stream_preview_screenshot: 'nullable',
  profile: 'json',
};

/** Part names a screenshot file may come under. */
export const screenshotFileFields = new Set(['stream_preview_screenshot', 'profile.stream_preview_screenshot']);
