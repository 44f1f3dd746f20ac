import { messages } from '../messages.ts';
import type { Rule } from '../types.ts';
import { isEmpty, toNumber } from '../values.ts';

/** A whole number (as a number or numeric text); empty passes. 'Must be a whole number' is chosen (decision 602). */
export const wholeNumber: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  const n = toNumber(value);
  if (n === undefined) return messages.number;
  return Number.isInteger(n) ? undefined : messages.wholeNumber;
};
