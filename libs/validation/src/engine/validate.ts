import type { DrfErrors, FormErrors, FormRules, Rule } from '../types.ts';
import { getPath } from '../values.ts';

/** The first message the rules give for a value, or undefined (spec: only the first error per field shows). */
export function validateField(rules: readonly Rule[], value: unknown, allValues?: Record<string, unknown>): string | undefined {
  for (const rule of rules) {
    const message = rule(value, allValues);
    if (message !== undefined) return message;
  }
  return undefined;
}

/** Several rules as one, for a field component's single `validate` prop. */
export function composeRules(...rules: Rule[]): Rule {
  return (value, allValues) => validateField(rules, value, allValues);
}

/** Runs `rules` only when `condition(allValues)` holds (e.g. keyword required when keyword links are on). */
export function when(condition: (allValues: Record<string, unknown>) => boolean, ...rules: Rule[]): Rule {
  return (value, allValues) => (condition(allValues ?? {}) ? validateField(rules, value, allValues) : undefined);
}

/** Field → its first message, for every field of `rules` that fails. Empty object when the form is valid. */
export function validateForm<F extends string>(rules: FormRules<F>, values: Record<string, unknown>): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    const message = validateField(rules[field], getPath(values, field), values);
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

/**
 * The same check in the Django REST framework shape the API answers with status 400:
 * `{ field: [message] }` (nested fields keep their dotted name, decision 118). `{}` when valid.
 */
export function drfErrors<F extends string>(rules: FormRules<F>, values: Record<string, unknown>): DrfErrors {
  const body: DrfErrors = {};
  for (const [field, message] of Object.entries(validateForm(rules, values))) {
    if (typeof message === 'string') body[field] = [message];
  }
  return body;
}

/** True when `validateForm` finds nothing. */
export function isFormValid<F extends string>(rules: FormRules<F>, values: Record<string, unknown>): boolean {
  return Object.keys(validateForm(rules, values)).length === 0;
}

/** Where a field stands in its form, as form libraries report it. */
export interface FieldDisplayState {
  touched: boolean;
  submitFailed: boolean;
}

/**
 * Display policy of spec 00 §5 / 01 §5 / 02 §5: a field's message shows only once the field was
 * touched and a submit has failed; otherwise nothing shows.
 */
export function visibleFieldError(error: string | undefined, state: FieldDisplayState): string | undefined {
  return state.touched && state.submitFailed ? error : undefined;
}
