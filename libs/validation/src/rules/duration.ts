import { messages } from '../messages.ts';
import type { Rule } from '../types.ts';
import { isEmpty } from '../values.ts';

/**
 * Spec 00 §5: 'Duration must be an integer' for anything but a whole number of seconds, then
 * 'Duration must be greater than 1 second' for 1 or less. Empty passes (pair with `required`).
 */
export const duration: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  let seconds: number | undefined;
  if (typeof value === 'number' && Number.isInteger(value)) seconds = value;
  if (typeof value === 'string' && /^[+-]?\d+$/.test(value.trim())) seconds = Number(value.trim());
  if (seconds === undefined) return messages.durationInteger;
  return seconds <= 1 ? messages.durationTooShort : undefined;
};
