import { fieldErrorText, firstErrorText, isApiError } from '@advocate/api-client';

/**
 * Spec 01 §8: an invite (or add) failure shows the first message of the server's broadcaster field
 * error; other failures the first non_field_errors message, else the error as text.
 */
export function broadcasterErrorOf(error: unknown): { field?: string; form?: string } {
  if (isApiError(error)) {
    const field = fieldErrorText(error.body, 'broadcaster');
    if (field) return { field };
  }
  return { form: firstErrorText(error) };
}

/** The same split for a form hook: the broadcaster field error on its field, other failures under the form. */
export function broadcasterServerErrors(error: unknown): { fieldErrors: Record<string, string>; formError: string | null } {
  const shown = broadcasterErrorOf(error);
  return { fieldErrors: shown.field ? { broadcaster: shown.field } : {}, formError: shown.form ?? null };
}
