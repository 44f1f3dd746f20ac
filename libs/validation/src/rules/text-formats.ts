import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import type { Rule } from '../types.ts';
import { isEmpty } from '../values.ts';

function pattern(regex: RegExp, message: string): Rule {
  return (value) => {
    if (isEmpty(value)) return undefined;
    return typeof value === 'string' && regex.test(value) ? undefined : message;
  };
}

/**
 * Spec 00 §5: international number with a plus sign, digits only, else "Must match format '+12223334444'".
 * 8 to 15 digits, the first not 0, as E.164 (decision 107).
 */
export const phone: Rule = pattern(
  new RegExp(String.raw`^\+[1-9]\d{${limits.phoneMinDigits - 1},${limits.phoneMaxDigits - 1}}$`),
  messages.phone,
);

/** Spec 00 §5: word characters and hyphens only, else 'Invalid keyword'. */
export const sourceKeyword: Rule = pattern(/^[\w-]+$/, messages.sourceKeyword);

/** Spec 00 §5: letters, digits, underscore, hyphen, space and dot only, else 'Incorrect filename'. */
export const filename: Rule = pattern(/^[\w\- .]+$/, messages.filename);

/** Spec 01 §5: tweet keywords must not contain '-' ("Cannot include '-'"). */
export const noDash: Rule = (value) => (typeof value === 'string' && value.includes('-') ? messages.noDash : undefined);
