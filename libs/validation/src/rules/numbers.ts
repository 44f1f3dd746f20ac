import { messages } from '../messages.ts';
import type { Rule } from '../types.ts';
import { isEmpty, toNumber } from '../values.ts';

/** A number or numeric text; empty passes. 'Must be a number' is chosen (decision 105). */
export const numeric: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  return toNumber(value) === undefined ? messages.number : undefined;
};

/**
 * Not below `min`. Spec 01 §5 words the minimum-0 case 'Must be bigger than 0' while 0 itself is
 * allowed ("not below 0"); the same wording is used for any minimum. Empty passes.
 */
export function minValue(min: number): Rule {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const n = toNumber(value);
    if (n === undefined) return messages.number;
    return n < min ? messages.biggerThan(min) : undefined;
  };
}

/** Spec 01 §5: team seconds_per_impression, 'Must be bigger than 0'. */
export const biggerThanZero: Rule = minValue(0);

/**
 * Every number (or each of a list of numbers) within [min, max], e.g. schedule minutes 0 to 59.
 * Message chosen (decision 105). Empty passes.
 */
export function between(min: number, max: number): Rule {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      const n = toNumber(item);
      if (n === undefined) return messages.number;
      if (n < min || n > max) return messages.between(min, max);
    }
    return undefined;
  };
}
