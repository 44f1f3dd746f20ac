import { messages } from '../messages.ts';
import type { Rule } from '../types.ts';
import { isEmpty } from '../values.ts';

// A local part, then dot-separated domain labels that neither start nor end with a hyphen, then a
// top-level domain of two letters or more.
const EMAIL = /^[A-Z0-9._%+'-]+@(?:[A-Z0-9](?:[A-Z0-9-]*[A-Z0-9])?\.)+[A-Z]{2,}$/i;

/** Spec 00 §5: 'Invalid Email Address'. Empty passes (pair with `required`). */
export const email: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  return typeof value === 'string' && EMAIL.test(value) ? undefined : messages.email;
};
