import { fieldErrorText, firstErrorText, isApiError } from '@advocate/api-client';

export interface ServerErrors<F extends string> {
  /** The first message of each field error the form shows on a field. */
  fields: Partial<Record<F, string>>;
  /** What shows under the form, or null when every error sits on a field. */
  form: string | null;
}

/**
 * Splits a failed save (DRF shape) between the form's fields and the form-level text. Form level
 * follows spec 02 §8 for profile-update failures: the first non_field_errors message, else the
 * error as text (a lone `detail`, such as a throttle answer, as its own text; decision 287).
 */
export function splitServerErrors<F extends string>(error: unknown, fields: readonly F[]): ServerErrors<F> {
  if (!isApiError(error)) return { fields: {}, form: firstErrorText(error) };
  const onFields: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const message = fieldErrorText(error.body, field);
    if (message) onFields[field] = message;
  }
  const nonField = fieldErrorText(error.body, 'non_field_errors');
  if (nonField) return { fields: onFields, form: nonField };
  const others = Object.keys(error.body).filter((key) => !(key in onFields));
  if (others.length === 0 && Object.keys(onFields).length > 0) return { fields: onFields, form: null };
  if (others.length === 1 && typeof error.body.detail === 'string') return { fields: onFields, form: error.body.detail };
  return { fields: onFields, form: firstErrorText(error) };
}
