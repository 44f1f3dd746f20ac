import { validateForm, visibleFieldError } from '@advocate/validation';
import type { FormRules } from '@advocate/validation';
import { useState } from 'react';
import type { FieldBinding } from './text-field.tsx';

/**
 * A failed save split between the fields and the text under the form. The same shape as
 * @advocate/api-client's `splitServerErrors` answer, which ui-kit may not import (type:data).
 */
export interface FormServerErrors {
  /** Field name (as `errorOf` asks for it) → the server's message. */
  fieldErrors: Record<string, string>;
  formError: string | null;
}

export interface UseFormOptions {
  /** Turns a failed save into field errors and the form-level text (the app knows its API's shape). */
  serverErrors: (error: unknown) => FormServerErrors;
  /**
   * When a submit removes the last form-level text: 'submit' (default) on every submit; 'valid'
   * only once the values pass the rules, so a refused submit keeps the server's last word.
   */
  clearFormErrorOn?: 'submit' | 'valid';
  /**
   * What a successful save leaves in the fields when it answers no values: 'keep' (default) the
   * saved values; 'reset' the form's first values again (a small "add" form, empty for the next).
   */
  afterSave?: 'keep' | 'reset';
}

/**
 * A family of forms' shared options (how its API's failures split, what a save leaves): an app names
 * its presets once and each form is `useForm(initial, rules, preset)`.
 */
export type FormPreset = UseFormOptions;

/**
 * Form state over libs/validation rules (spec 00 §5, 01 §5, 02 §5): a field's first error shows
 * once it is touched (on blur, and every field on submit) and a submit has failed; the server's field
 * errors sit on their fields until that field is edited or a save succeeds; other failures go under
 * the form.
 */
export function useForm<V extends object>(initial: V, rules: FormRules, options: UseFormOptions) {
  const [values, setValues] = useState<V>(initial);
  const [first] = useState<V>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitFailed, setSubmitFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const errors: Record<string, string | undefined> = validateForm(rules, values as Record<string, unknown>);

  /** Changes a value; the server's error on that field goes with the edit. */
  const set = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors(({ [name]: _edited, ...rest }) => rest);
  };
  const touch = (name: string) => setTouched((current) => ({ ...current, [name]: true }));

  /** The one message a field shows now: its first rule error when due, else the server's. */
  const errorOf = (name: string) =>
    visibleFieldError(errors[name], { touched: Boolean(touched[name]), submitFailed }) ?? serverErrors[name];

  const field = (name: keyof V & string): FieldBinding => ({
    name,
    value: String((values[name] as unknown) ?? ''),
    onChange: (value) => set(name, value as V[typeof name]),
    onBlur: () => touch(name),
    error: errorOf(name),
  });

  /** Marks `names` touched; true when none of them has an error (a wizard page may be left). */
  const check = (names: readonly string[]): boolean => {
    setTouched((current) => ({ ...current, ...Object.fromEntries(names.map((name) => [name, true])) }));
    const ok = names.every((name) => errors[name] === undefined);
    if (!ok) setSubmitFailed(true);
    return ok;
  };

  /** Puts a failed save's messages on their fields and under the form. */
  const showServerError = (error: unknown) => {
    const split = options.serverErrors(error);
    setSubmitFailed(true);
    setServerErrors(split.fieldErrors);
    setFormError(split.formError);
  };

  /**
   * A submit handler: touches every field, stops on a rule error, else saves. When `save` answers
   * values the form starts again from them (fresh, nothing touched); otherwise the values stay.
   */
  const handleSubmit = (save: (values: V) => Promise<V | void>) => async (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    if (submitting) return;
    setTouched(Object.fromEntries(Object.keys({ ...rules, ...values }).map((name) => [name, true])));
    const clearOnSubmit = (options.clearFormErrorOn ?? 'submit') === 'submit';
    if (clearOnSubmit) setFormError(null);
    if (Object.keys(errors).length > 0) {
      setSubmitFailed(true);
      return;
    }
    setSubmitting(true);
    if (!clearOnSubmit) setFormError(null);
    try {
      const next = await save(values);
      if (next) setValues(next);
      else if (options.afterSave === 'reset') setValues(first);
      setTouched({});
      setSubmitFailed(false);
      setServerErrors({});
    } catch (error) {
      showServerError(error);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    setValues,
    set,
    touch,
    field,
    errorOf,
    check,
    handleSubmit,
    showServerError,
    submitting,
    submitFailed,
    formError,
    setFormError,
  };
}
