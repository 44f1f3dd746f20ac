import { splitServerErrors } from '@advocate/api-client';
import type { FormServerErrors } from '@advocate/ui-kit';

/**
 * A failed profile save (spec 02 §8, decision 287): the server's errors on the fields named (nested
 * ones under their dotted name), else the first non_field_errors message, a lone `detail`, or the
 * error as text under the form.
 */
export function profileSaveErrors(fields: readonly string[]): (error: unknown) => FormServerErrors {
  return (error) => splitServerErrors(error, fields, { detailAsText: true });
}
