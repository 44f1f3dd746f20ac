import { email } from '../rules/email.ts';
import { required } from '../rules/required.ts';
import type { FormRules } from '../types.ts';

/**
 * Spec 01 §5 manager invitation: email required and of email format. Once an invitation exists the
 * email is locked (tooltip `messages.managerEmailLocked`).
 */
export const managerInvitationForm = {
  email: [required, email],
} as const satisfies FormRules;

/** Spec 01 §5 manager edit: the manager's user email required and valid. */
export const managerEditForm = {
  'user.email': [required, email],
} as const satisfies FormRules;
