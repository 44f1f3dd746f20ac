import { fieldErrorText, firstErrorText, isApiError } from '@advocate/api-client';
import type { FieldBinding } from '@advocate/ui-kit';
import { validateForm, visibleFieldError } from '@advocate/validation';
import type { FormRules } from '@advocate/validation';
import { useState } from 'react';
import type { FormEvent } from 'react';

/**
 * State of the team menu's small forms: rules from libs/validation shown once touched and a submit
 * failed (spec 00 §5), the server's field errors on their fields (spec 01 §8: an invite failure shows
 * the first message of the broadcaster field error) until edited, else the first non_field_errors
 * message or the error as text under the form.
 */
export function useSmallForm<F extends string>(rules: FormRules<F>, initial: Record<F, string>, submit: (values: Record<F, string>) => Promise<void>) {
  const fields = Object.keys(initial) as F[];
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitFailed, setSubmitFailed] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const errors = validateForm(rules, values);

  const field = (name: F): FieldBinding => ({
    name,
    value: values[name],
    onChange: (value) => {
      setValues((current) => ({ ...current, [name]: value }));
      setServerErrors(({ [name]: _edited, ...rest }) => rest as Partial<Record<F, string>>);
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: visibleFieldError(errors[name], { touched: Boolean(touched[name]), submitFailed }) ?? serverErrors[name],
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setTouched(Object.fromEntries(fields.map((name) => [name, true])) as Record<F, boolean>);
    setFormError(null);
    if (Object.keys(errors).length > 0) {
      setSubmitFailed(true);
      return;
    }
    setSubmitting(true);
    try {
      await submit(values);
      setValues(initial);
      setTouched({});
      setSubmitFailed(false);
    } catch (error) {
      setSubmitFailed(true);
      const onFields: Partial<Record<F, string>> = {};
      if (isApiError(error)) for (const name of fields) onFields[name] = fieldErrorText(error.body, name);
      const shown = Object.values(onFields).some(Boolean);
      setServerErrors(onFields);
      setFormError(shown && !(isApiError(error) && fieldErrorText(error.body, 'non_field_errors')) ? null : firstErrorText(error));
    } finally {
      setSubmitting(false);
    }
  };

  return { values, field, handleSubmit, formError, submitting, reset: () => setValues(initial) };
}
