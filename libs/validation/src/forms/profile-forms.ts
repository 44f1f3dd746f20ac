import type { FormRules } from '../types.ts';
import { notificationChannelConnected } from '../rules/cross-field.ts';
import { dateYmd } from '../rules/dates.ts';
import { email } from '../rules/email.ts';
import { screenshotFile } from '../rules/files.ts';
import { minSelected } from '../rules/lengths.ts';
import { oneOf } from '../rules/choices.ts';
import { phone } from '../rules/text-formats.ts';
import { required } from '../rules/required.ts';
import { twitterHandle } from '../rules/twitter.ts';

/** Codes of spec 02 §3 / §9. */
export const notificationCodes = ['E', 'S', 'D'] as const;
export const platformCodes = ['PC', 'MO', 'CO'] as const;
export const contentTypeCodes = ['CO', 'EN', 'ED'] as const;

/** Spec 00 §5 / 02 §2: the shared profile form requires username and a valid email. */
export const profileForm = {
  username: [required],
  email: [required, email],
} as const satisfies FormRules;

/**
 * Spec 02 §5 notification settings. `discord` is the connected account (read-only in the form) and must
 * be part of the values so the D check can see it.
 */
export const notificationForm = {
  selected_notifications: [oneOf(notificationCodes), notificationChannelConnected('phone_number', 'discord')],
  phone_number: [phone],
  twitter: [twitterHandle],
  email: [email],
} as const satisfies FormRules;

/**
 * Spec 02 §5 'Member Details' application: full name, date of birth (YYYY/MM/DD), at least one platform
 * and at least one content type.
 */
export const applicationForm = {
  application_full_name: [required],
  application_date_of_birth: [required, dateYmd],
  application_streams_on_which_platforms: [minSelected(1), oneOf(platformCodes)],
  application_stream_content_type: [minSelected(1), oneOf(contentTypeCodes)],
} as const satisfies FormRules;

/**
 * PUT rest-auth/user/ as stored: the profile form, the notification rules and the application formats,
 * on the wire's nesting. Validate the stored user overlaid with the body so `discord` (set by OAuth,
 * never sent) is seen by the notification check.
 */
export const profileUpdateForm = {
  ...profileForm,
  phone_number: notificationForm.phone_number,
  twitter: notificationForm.twitter,
  'profile.selected_notifications': notificationForm.selected_notifications,
  'profile.application_date_of_birth': [dateYmd],
  'profile.application_streams_on_which_platforms': [oneOf(platformCodes)],
  'profile.application_stream_content_type': [oneOf(contentTypeCodes)],
  'profile.stream_preview_screenshot': [screenshotFile],
} as const satisfies FormRules;
