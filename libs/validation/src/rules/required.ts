import { messages } from '../messages.ts';
import type { Rule } from '../types.ts';
import { isEmpty } from '../values.ts';

/** Spec 00 §5: empty text, whitespace only, null, undefined or an empty list → 'Required Field'. */
export const required: Rule = (value) => (isEmpty(value) ? messages.required : undefined);

/** Spec 00 §2 terms screen: a checkbox that must be ticked (decision 102). */
export const checked: Rule = (value) => (value === true ? undefined : messages.mustAgree);

/** Spec 00 §5: the text `undefined` or `null` (a stringified missing value) → 'Invalid field value'. */
export const notUndefinedOrNull: Rule = (value) => {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === 'undefined' || text === 'null' ? messages.invalidFieldValue : undefined;
};
