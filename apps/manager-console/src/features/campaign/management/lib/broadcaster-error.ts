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
