import { firstErrorText, splitServerErrors } from '@advocate/api-client';
import type { FormServerErrors } from '@advocate/ui-kit';

/**
 * A failed campaign save (spec 01 §8): the server's errors on the fields named, and always the error
 * as text under the form, since a refused field may sit on an earlier wizard page.
 */
export function campaignSaveErrors(fields: readonly string[]): (error: unknown) => FormServerErrors {
  return (error) => ({ fieldErrors: splitServerErrors(error, fields).fieldErrors, formError: firstErrorText(error) });
}
