import type { FormRules } from '../types.ts';
import { email } from '../rules/email.ts';
import { matchesField } from '../rules/cross-field.ts';
import { passwordRules } from '../rules/passwords.ts';
import { checked, required } from '../rules/required.ts';

/** Spec 00 §2 /login/manager, §5: username (the email) and password required. */
export const signInForm = {
  username: [required],
  password: [required],
} as const satisfies FormRules;

/**
 * The manager sign-in page's rules: `signInForm` plus spec 00 §5's email format on the username,
 * which is the email (spec 00 §3): 'Invalid Email Address' (decision 684). The API keeps
 * `signInForm`: a username that is no email simply does not sign in.
 */
export const managerSignInForm = {
  ...signInForm,
  username: [required, email],
} as const satisfies FormRules;

/**
 * Spec 00 §2 /sign-up, §5: email, password and confirm password required, email format checked; the
 * match and Django's password validators are chosen (decisions 100, 101, 244): similar to the email,
 * minimum length, entirely numeric here; the API adds the common-password list. `username` is set to
 * the email by the client.
 */
export const signUpForm = {
  email: [required, email],
  password1: passwordRules({ similarTo: ['email'] }),
  password2: [required, matchesField('password1')],
} as const satisfies FormRules;

/** Spec 00 §2 /login/reset-request: the email field. */
export const resetRequestForm = {
  email: [required, email],
} as const satisfies FormRules;

/**
 * Spec 00 §2 /login/reset-password: 'Enter New Password' and 'Confirm Password' (decisions 100, 101,
 * 241). The page knows no user attributes: the API adds the similarity and common-password checks.
 */
export const resetPasswordForm = {
  new_password1: passwordRules(),
  new_password2: [required, matchesField('new_password1')],
} as const satisfies FormRules;

/**
 * Spec 00 §2 terms screen: 'I have read and agreed to the Terms of Service' must be ticked (decision 102).
 * The two email checkboxes are free choices.
 */
export const tosForm = {
  agreed: [checked],
} as const satisfies FormRules;
