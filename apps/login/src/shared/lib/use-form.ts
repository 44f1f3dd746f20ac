import { firstErrorText } from '@advocate/api-client';
import { validateForm, visibleFieldError } from '@advocate/validation';
import type { FieldBinding } from '@advocate/ui-kit';
import type { FormRules } from '@advocate/validation';
import { useState } from 'react';
import type { FormEvent } from 'react';

type Values = Record<string, string | boolean>;

export interface FormOptions {
  /** Turns a failed submit into the form-level text; default: spec 00 §8's first-error rule. */
  errorText?: (error: unknown) => string;
}

/**
 * A small form state for the login screens: rules from @advocate/validation, touched on blur (and
 * every field on submit, as form libraries do), and a form-level error from the server.
 */
export function useForm<V extends Values>(rules: FormRules, initial: V, options: FormOptions = {}) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitFailed, setSubmitFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const errors = validateForm(rules, values);

  const setValue = <K extends keyof V>(name: K, value: V[K]) => setValues((current) => ({ ...current, [name]: value }));

  const field = (name: keyof V & string): FieldBinding => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (value) => setValue(name, value as V[typeof name]),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: visibleFieldError(errors[name], { touched: Boolean(touched[name]), submitFailed }),
  });

  const handleSubmit = (onValid: (values: V) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setTouched(Object.fromEntries(Object.keys({ ...rules, ...values }).map((name) => [name, true])));
    if (Object.keys(errors).length > 0) {
      setSubmitFailed(true);
      return;
    }
    setSubmitting(true);
    setFormError(null);
    try {
      await onValid(values);
    } catch (error) {
      setSubmitFailed(true);
      setFormError((options.errorText ?? firstErrorText)(error));
    } finally {
      setSubmitting(false);
    }
  };

  return { values, setValue, field, handleSubmit, submitting, submitFailed, formError };
}
