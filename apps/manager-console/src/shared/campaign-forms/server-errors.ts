import { fieldErrorText, firstErrorText, isApiError } from '@advocate/api-client';

/**
 * Splits a failed save (DRF shape) between the form's fields and the form-level text: the first
 * non_field_errors message, else the error serialised as text (spec 01 §8 'Other create, update,
 * delete ... failures').
 */
export function splitServerErrors(error: unknown, fields: readonly string[]): { fields: Record<string, string>; form: string | null } {
  if (!isApiError(error)) return { fields: {}, form: firstErrorText(error) };
  const onFields: Record<string, string> = {};
  for (const field of fields) {
    const message = fieldErrorText(error.body, field);
    if (message) onFields[field] = message;
  }
  const nonField = fieldErrorText(error.body, 'non_field_errors');
  if (nonField) return { fields: onFields, form: nonField };
  const others = Object.keys(error.body).filter((key) => !(key in onFields));
  if (others.length === 0 && Object.keys(onFields).length > 0) return { fields: onFields, form: null };
  return { fields: onFields, form: firstErrorText(error) };
}
