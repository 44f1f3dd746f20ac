import type { User } from '@advocate/api-client';
import { useForm } from '@advocate/ui-kit';
import { useMemo, useState } from 'react';
import { detailFormPreset } from '../../../shared/forms/form-presets.ts';
import { PROFILE_FIELDS, isNewEmail, managerProfileRules, profileUpdateOf, profileValuesOf } from './profile-rules.ts';
import type { ProfileValues } from './profile-rules.ts';

type TextField = Exclude<(typeof PROFILE_FIELDS)[number], 'email_receive_advocate_updates'>;

export interface ProfileFormOptions {
  save: (body: ReturnType<typeof profileUpdateOf>) => Promise<User>;
  onSaved: (user: User) => void;
}

/**
 * The manager's profile form: the shared form hook with the detail preset over PROFILE_FIELDS
 * (spec 02 §8, decision 287). After a save the form starts again
 * from the saved user, whose email decides whether the current password is asked for (decision 264).
 */
export function useProfileForm(user: User, { save, onSaved }: ProfileFormOptions) {
  const [stored, setStored] = useState(user);
  const rules = useMemo(() => managerProfileRules(stored), [stored]);
  const form = useForm<ProfileValues>(profileValuesOf(user), rules, detailFormPreset(PROFILE_FIELDS));

  const change = <K extends keyof ProfileValues>(name: K, value: ProfileValues[K]) => {
    form.set(name, value);
    // A password typed for an address that is no longer being changed to is not kept around.
    if (name === 'email' && !isNewEmail(stored, String(value))) form.setValues((current) => ({ ...current, current_password: '' }));
  };

  const field = (name: TextField) => ({ ...form.field(name), onChange: (value: string) => change(name, value) });

  const handleSubmit = form.handleSubmit(async (values) => {
    const updated = await save(profileUpdateOf(stored, values));
    setStored(updated);
    onSaved(updated);
    return profileValuesOf(updated);
  });

  return {
    values: form.values,
    field,
    advocateUpdates: {
      checked: form.values.email_receive_advocate_updates,
      onChange: (checked: boolean) => change('email_receive_advocate_updates', checked),
      error: form.errorOf('email_receive_advocate_updates'),
    },
    needsPassword: isNewEmail(stored, form.values.email),
    handleSubmit,
    submitting: form.submitting,
    formError: form.formError,
  };
}
