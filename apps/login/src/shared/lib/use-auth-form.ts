import { firstErrorText } from '@advocate/api-client';
import { useForm } from '@advocate/ui-kit';
import type { FormPreset } from '@advocate/ui-kit';
import type { FormRules } from '@advocate/validation';

/** The login screens' preset: no server field errors, one form-level text (default spec 00 §8's rule). */
export function authFormPreset(errorText: (error: unknown) => string = firstErrorText): FormPreset {
  return { serverErrors: (error) => ({ fieldErrors: {}, formError: errorText(error) }) };
}

/**
 * The login screens' form state: the shared form hook with no server field errors; a failed submit
 * says its form-level text (default spec 00 §8's first-error rule) until the next submit, so a later
 * client-side error never sits over an old server answer (decision 684, amending 359).
 */
export function useAuthForm<V extends Record<string, string | boolean>>(
  rules: FormRules,
  initial: V,
  errorText: (error: unknown) => string = firstErrorText,
) {
  return useForm(initial, rules, authFormPreset(errorText));
}
