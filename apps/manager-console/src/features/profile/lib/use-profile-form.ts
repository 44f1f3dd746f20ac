import type { User } from '@advocate/api-client';
import type { FieldBinding } from '@advocate/ui-kit';
import { validateForm, visibleFieldError } from '@advocate/validation';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { PROFILE_FIELDS, isNewEmail, managerProfileRules, profileUpdateOf, profileValuesOf } from './profile-rules.ts';
import type { ProfileValues } from './profile-rules.ts';
import { splitServerErrors } from './server-errors.ts';

type Field = (typeof PROFILE_FIELDS)[number];
type TextField = Exclude<Field, 'email_receive_advocate_updates'>;

export interface ProfileFormOptions {
  save: (body: ReturnType<typeof profileUpdateOf>) => Promise<User>;
  onSaved: (user: User) => void;
}

/**
 * State of the manager's profile form: rules from libs/validation, touched on blur (every field on
 * submit), the server's field errors on their fields until that field is edited, and the form-level
 * text of spec 02 §8. After a save the form starts again from the saved user.
 */
export function useProfileForm(user: User, { save, onSaved }: ProfileFormOptions) {
  const [stored, setStored] = useState(user);
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(user));
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitFailed, setSubmitFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const rules = useMemo(() => managerProfileRules(stored), [stored]);
  const errors = validateForm(rules, { ...values });
  const needsPassword = isNewEmail(stored, values.email);

  const change = <K extends Field>(name: K, value: ProfileValues[K]) => {
    setValues((current) => {
      const next = { ...current, [name]: value };
      // A password typed for an address that is no longer being changed to is not kept around.
      return name === 'email' && !isNewEmail(stored, String(value)) ? { ...next, current_password: '' } : next;
    });
    setServerErrors(({ [name]: _edited, ...rest }) => rest);
  };

  const field = (name: TextField): FieldBinding => ({
    name,
    value: values[name],
    onChange: (value) => change(name, value),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: visibleFieldError(errors[name], { touched: Boolean(touched[name]), submitFailed }) ?? serverErrors[name],
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setTouched(Object.fromEntries(PROFILE_FIELDS.map((name) => [name, true])));
    setFormError(null);
    if (Object.keys(errors).length > 0) {
      setSubmitFailed(true);
      return;
    }
    setSubmitting(true);
    try {
      const updated = await save(profileUpdateOf(stored, values));
      setStored(updated);
      setValues(profileValuesOf(updated));
      setTouched({});
      setSubmitFailed(false);
      setServerErrors({});
      onSaved(updated);
    } catch (error) {
      const split = splitServerErrors(error, PROFILE_FIELDS);
      setSubmitFailed(true);
      setServerErrors(split.fields);
      setFormError(split.form);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    field,
    advocateUpdates: { checked: values.email_receive_advocate_updates, onChange: (checked: boolean) => change('email_receive_advocate_updates', checked), error: serverErrors.email_receive_advocate_updates },
    needsPassword,
    handleSubmit,
    submitting,
    formError,
  };
}
