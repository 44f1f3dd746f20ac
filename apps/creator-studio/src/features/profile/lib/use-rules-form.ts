import { validateForm, visibleFieldError } from '@advocate/validation';
import type { FormRules } from '@advocate/validation';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { splitServerErrors } from './server-errors.ts';

/**
 * A small form state over libs/validation rules (spec 00 §5, 02 §5): a field's first error shows
 * once it is touched and a submit has failed; the server's field errors sit on their fields until
 * edited; other failures go under the form (spec 02 §8).
 */
export function useRulesForm<V extends Record<string, unknown>>(initial: V, rules: FormRules, serverFields: readonly string[]) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitFailed, setSubmitFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const errors: Record<string, string | undefined> = validateForm(rules, values);

  const set = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors(({ [name]: _edited, ...rest }) => rest);
  };
  const errorOf = (name: string) => visibleFieldError(errors[name], { touched: Boolean(touched[name]), submitFailed }) ?? serverErrors[name];
  const touch = (name: string) => setTouched((current) => ({ ...current, [name]: true }));

  const submit = (save: (values: V) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setTouched(Object.fromEntries(Object.keys(values).map((name) => [name, true])));
    setFormError(null);
    if (Object.keys(errors).length > 0) {
      setSubmitFailed(true);
      return;
    }
    setSubmitting(true);
    try {
      await save(values);
      setSubmitFailed(false);
      setTouched({});
    } catch (error) {
      const split = splitServerErrors(error, serverFields);
      setSubmitFailed(true);
      setServerErrors(split.fields as Record<string, string>);
      setFormError(split.form);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, set, setValues, errorOf, touch, submit, submitting, formError };
}
