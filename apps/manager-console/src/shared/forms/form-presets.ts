import { splitServerErrors } from '@advocate/api-client';
import type { ServerFieldNames } from '@advocate/api-client';
import type { FormPreset } from '@advocate/ui-kit';

/**
 * The team menu's small forms (spec 01 §8): the server's field errors on their fields, else the first
 * non_field_errors message or the error as text under the form; a save empties the form again.
 */
export function smallFormPreset(fields: ServerFieldNames): FormPreset {
  return { serverErrors: (error) => splitServerErrors(error, fields), afterSave: 'reset' };
}

/**
 * The manager and profile forms (spec 01 §8, 02 §8): the server's field errors on their fields (a
 * field may take several server names, decision 118) and a lone `detail` as its own text.
 */
export function detailFormPreset(fields: ServerFieldNames): FormPreset {
  return { serverErrors: (error) => splitServerErrors(error, fields, { detailAsText: true }) };
}
