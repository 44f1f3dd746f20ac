import type { FieldBinding } from '@advocate/ui-kit';
import { validateForm, visibleFieldError } from '@advocate/validation';
import type { FormRules } from '@advocate/validation';
import { useState } from 'react';
import { splitServerErrors } from './server-errors.ts';

/**
 * State of a campaign form: values, rules from libs/validation, field messages shown once touched
 * and a submit (or Next) failed (spec 00 §5, 01 §5), the server's field errors on their fields
 * until edited, and the form-level text (spec 01 §8).
 */
export function useFormState<V extends Record<string, unknown>>(initial: V, rules: FormRules) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitFailed, setSubmitFailed] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const errors: Record<string, string | undefined> = validateForm(rules, values);

  const set = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors(({ [name]: _edited, ...rest }) => rest);
  };

  const errorOf = (name: string) => visibleFieldError(errors[name], { touched: Boolean(touched[name]), submitFailed }) ?? serverErrors[name];

  const field = (name: keyof V & string): FieldBinding => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (value) => set(name, value as V[typeof name]),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: errorOf(name),
  });

  /** Marks `names` touched; true when none of them has an error (a page may be left, the form sent). */
  const check = (names: readonly string[]): boolean => {
    setTouched((current) => ({ ...current, ...Object.fromEntries(names.map((n) => [n, true])) }));
    const ok = names.every((n) => errors[n] === undefined);
    if (!ok) setSubmitFailed(true);
    return ok;
  };

  /** Puts a failed save's messages on their fields and under the form. */
  const showServerError = (error: unknown, fields: readonly string[]) => {
    const split = splitServerErrors(error, fields);
    setSubmitFailed(true);
    setServerErrors(split.fields as Record<string, string>);
    setFormError(split.form);
  };

  return { values, set, field, errorOf, check, showServerError, formError, setFormError };
}
