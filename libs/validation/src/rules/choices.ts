import { messages } from '../messages.ts';
import type { Rule } from '../types.ts';
import { isEmpty } from '../values.ts';

/**
 * The value (or every item of a list) is one of `choices`, e.g. report type P/C/X or platform codes.
 * Message defaults to Django's choice wording (decision 105). Empty passes.
 */
export function oneOf(choices: readonly (string | number)[], message?: string): Rule {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const items = Array.isArray(value) ? value : [value];
    const bad = items.filter((item) => !choices.includes(item as string | number));
    if (bad.length === 0) return undefined;
    return message ?? messages.invalidChoice(String(bad[0]));
  };
}
