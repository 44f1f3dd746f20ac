import type { FormRules } from '../types.ts';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { email } from '../rules/email.ts';
import { minLength } from '../rules/lengths.ts';
import { matchesField } from '../rules/cross-field.ts';
import { checked, required } from '../rules/required.ts';

const passwordLength = minLength(limits.passwordMinLength, messages.passwordTooShort(limits.passwordMinLength));

/** Spec 00 §2 /login/manager, §5: username (the email) and password required. */
export const signInForm = {
  username: [required],
  password: [required],
} as const satisfies FormRules;

/**
 * Spec 00 §2 /sign-up, §5: email, password and confirm password required, email format checked; the
 * minimum length and the match are chosen (decisions 100, 101). `username` is set to the email by the client.
 */
export const signUpForm = {
  email: [required, email],
  password1: [required, passwordLength],
  password2: [required, matchesField('password1')],
} as const satisfies FormRules;

/** Spec 00 §2 /login/reset-request: the email field. */
export const resetRequestForm = {
  email: [required, email],
} as const satisfies FormRules;

/** Spec 00 §2 /login/reset-password: 'Enter New Password' and 'Confirm Password' (decisions 100, 101). */
export const resetPasswordForm = {
  new_password1: [required, passwordLength],
  new_password2: [required, matchesField('new_password1')],
} as const satisfies FormRules;

/**
 * Spec 00 §2 terms screen: 'I have read and agreed to the Terms of Service' must be ticked (decision 102).
 * The two email checkboxes are free choices.
 */
export const tosForm = {
  agreed: [checked],
} as const satisfies FormRules;
