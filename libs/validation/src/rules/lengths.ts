import { messages } from '../messages.ts';
import type { Rule } from '../types.ts';
import { characterCount, isEmpty } from '../values.ts';

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** Spec 00 §5: 'Must be no more than N characters' (characters counted as code points, decision 117). */
export function maxLength(max: number): Rule {
  return (value) => {
    const text = textOf(value);
    return text !== undefined && characterCount(text) > max ? messages.maxLength(max) : undefined;
  };
}

/** At least `min` characters; empty passes. Message chosen (decision 101) unless given. */
export function minLength(min: number, message: string = messages.minLength(min)): Rule {
  return (value) => {
    const text = textOf(value);
    if (text === undefined || isEmpty(text)) return undefined;
    return characterCount(text) < min ? message : undefined;
  };
}

/**
 * Spec 00 §5 / 02 §5: 'Must select at least 1 option', 'Must select at least 2 options'.
 * Nothing selected (undefined, null, empty list) counts as zero selected, so it fails.
 */
export function minSelected(min: number): Rule {
  return (value) => {
    let count = 0;
    if (Array.isArray(value)) count = value.length;
    else if (value instanceof Set) count = value.size;
    else if (!isEmpty(value)) count = 1;
    return count < min ? messages.minSelected(min) : undefined;
  };
}
