import type { FromSchema } from 'json-schema-to-ts';
import { limits } from '@advocate/validation';
import { emailText, keyText, passwordText, text } from '../../../schemas/strings.ts';

/**
 * POST rest-auth/login/: the email (or username), the password and the stay-logged-in choice
 * (spec 00 §3: `stayLoggedIn`, default true), which sets how long the token lives unused (decision 261).
 */
export const loginBody = {
  type: 'object',
  required: ['username', 'password'],
  properties: {
    username: text(limits.emailMaxLength),
    password: passwordText,
    stayLoggedIn: {
      type: 'boolean',
      description: 'Stay logged in (default true). Without it the token ends after TOKEN_SESSION_IDLE_HOURS unused, else TOKEN_IDLE_DAYS.',
    },
  },
} as const;

/** POST rest-auth/registration/. */
export const registrationBody = {
  type: 'object',
  required: ['email', 'password1', 'password2'],
  properties: {
    email: emailText,
    password1: passwordText,
    password2: passwordText,
    // Ignored (the email is the username); bounded above the email's limit so only `email` answers.
    username: { ...keyText, description: 'Equal to the email; the email is used as username.' },
    invite_key: {
      ...keyText,
      description: 'The key of a manager invitation link: the account gets its teams and permissions (decision 345).',
    },
  },
} as const;
export type RegistrationBody = FromSchema<typeof registrationBody>;

/** POST rest-auth/registration/verify-email/. */
export const verifyEmailBody = { type: 'object', required: ['key'], properties: { key: keyText } } as const;

/** POST rest-auth/password/reset/. */
export const resetRequestBody = { type: 'object', required: ['email'], properties: { email: emailText } } as const;
export type ResetRequestBody = FromSchema<typeof resetRequestBody>;

/** POST rest-auth/password/reset/confirm/. */
export const resetConfirmBody = {
  type: 'object',
  required: ['new_password1', 'new_password2', 'uid', 'token'],
  properties: { new_password1: passwordText, new_password2: passwordText, uid: keyText, token: keyText },
} as const;
export type ResetConfirmation = FromSchema<typeof resetConfirmBody>;
