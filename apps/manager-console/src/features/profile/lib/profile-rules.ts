import type { ProfileUpdate, User } from '@advocate/api-client';
import { limits, managerUsername, maxLength, profileForm, required, when } from '@advocate/validation';
import type { FormRules, Rule } from '@advocate/validation';

/** What the manager's profile form edits (spec 02 §2 shared profile form, decision 264's password). */
export interface ProfileValues {
  username: string;
  email: string;
  email_receive_advocate_updates: boolean;
  current_password: string;
}

/** The fields a server error can name and this form can show it on. */
export const PROFILE_FIELDS = ['username', 'email', 'email_receive_advocate_updates', 'current_password'] as const;

export function profileValuesOf(user: User): ProfileValues {
  return {
    username: user.username,
    email: user.email,
    email_receive_advocate_updates: user.email_receive_advocate_updates,
    current_password: '',
  };
}

/**
 * True when the typed email is a new address. The server compares the trimmed address
 * case-insensitively (decision 264), so a change of case alone needs no password.
 */
export function isNewEmail(user: Pick<User, 'email'>, email: string): boolean {
  return email.trim().toLowerCase() !== user.email.toLowerCase();
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The server trims before it checks the characters, so the rule sees what will be stored. */
const trimmedManagerUsername: Rule = (value, all) => managerUsername(typeof value === 'string' ? value.trim() : value, all);

/**
 * The form's rules, all from libs/validation: the shared profile form (username and a valid email
 * required), the checks the server adds (decision 245: the characters rule for a changed username;
 * Django's lengths), and the current password, required only while the email is new (decision 264).
 */
export function managerProfileRules(user: User): FormRules {
  return {
    username: [
      ...profileForm.username,
      when((all) => text(all.username) !== user.username, trimmedManagerUsername),
      maxLength(limits.usernameMaxLength),
    ],
    email: [...profileForm.email, maxLength(limits.emailMaxLength)],
    current_password: [when((all) => isNewEmail(user, text(all.email)), required)],
  };
}

/** The PUT body: only what the form edits; the password only with a new email. */
export function profileUpdateOf(user: User, values: ProfileValues): ProfileUpdate {
  const body: ProfileUpdate = {
    username: values.username.trim(),
    email: values.email.trim(),
    email_receive_advocate_updates: values.email_receive_advocate_updates,
  };
  return isNewEmail(user, values.email) ? { ...body, current_password: values.current_password } : body;
}
