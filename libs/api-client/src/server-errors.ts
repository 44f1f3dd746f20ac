import { fieldErrorText, firstErrorText, isApiError } from './api-error.ts';

/** A failed save split between a form's fields and the text under the form. */
export interface ServerErrors {
  /** Form field → the first message of its server error, for the fields the form shows. */
  fieldErrors: Record<string, string>;
  /** What shows under the form, or null when every error sits on a field. */
  formError: string | null;
}

/** The form's fields, or form field → the names the server may give it (nested, decision 118). */
export type ServerFieldNames = readonly string[] | Readonly<Record<string, readonly string[]>>;

export interface ServerErrorOptions {
  /**
   * A body holding only `detail` (throttle and lockout answers) shows the detail itself rather
   * than its JSON (decision 287); otherwise such a body is the error as text like any other.
   */
  detailAsText?: boolean;
}

/**
 * Splits a failed save (DRF shape) between the form's fields and the form-level text (spec 01 §8,
 * 02 §8): each named field gets the first message of its error; under the form goes the first
 * non_field_errors message, else nothing when every error sits on a field, else the error as text.
 */
export function splitServerErrors(error: unknown, fields: ServerFieldNames, options: ServerErrorOptions = {}): ServerErrors {
  if (!isApiError(error)) return { fieldErrors: {}, formError: firstErrorText(error) };
  const { body } = error;
  const names: Array<[string, readonly string[]]> = Array.isArray(fields)
    ? fields.map((field: string) => [field, [field]])
    : Object.entries(fields as Readonly<Record<string, readonly string[]>>);
  const fieldErrors: Record<string, string> = {};
  const shownKeys = new Set<string>();
  for (const [field, serverNames] of names) {
    const serverName = serverNames.find((name) => fieldErrorText(body, name));
    if (serverName === undefined) continue;
    fieldErrors[field] = fieldErrorText(body, serverName) as string;
    for (const name of serverNames) if (fieldErrorText(body, name)) shownKeys.add(name);
  }
  const nonField = fieldErrorText(body, 'non_field_errors');
  if (nonField) return { fieldErrors, formError: nonField };
  const others = Object.keys(body).filter((key) => !shownKeys.has(key));
  if (others.length === 0 && shownKeys.size > 0) return { fieldErrors, formError: null };
  const keys = Object.keys(body);
  if (options.detailAsText && keys.length === 1 && typeof body.detail === 'string') return { fieldErrors, formError: body.detail };
  return { fieldErrors, formError: firstErrorText(error) };
}
