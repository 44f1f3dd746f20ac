import { splitServerErrors } from '@advocate/api-client';
import { useForm } from '@advocate/ui-kit';
import type { FormRules } from '@advocate/validation';

/**
 * The team menu's small forms over the shared form hook: the server's field errors on their fields
 * (spec 01 §8: an invite failure shows the first message of the broadcaster field error), else the
 * first non_field_errors message or the error as text under the form. A save empties the form again.
 */
export function useSmallForm<F extends string>(rules: FormRules<F>, initial: Record<F, string>, submit: (values: Record<F, string>) => Promise<void>) {
  const form = useForm(initial, rules, { serverErrors: (error) => splitServerErrors(error, Object.keys(initial)) });
  const handleSubmit = form.handleSubmit(async (values) => {
    await submit(values);
    return initial;
  });
  return { values: form.values, field: (name: F) => form.field(name), handleSubmit, formError: form.formError, submitting: form.submitting };
}
