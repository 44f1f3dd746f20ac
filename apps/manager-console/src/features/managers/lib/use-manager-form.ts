import { fieldErrorText, firstErrorText, isApiError } from '@advocate/api-client';
import type { FieldBinding } from '@advocate/ui-kit';
import type { FormRules } from '@advocate/validation';
import { validateForm, visibleFieldError } from '@advocate/validation';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Level, PermissionArea } from './permission-levels.ts';

export interface ManagerFormValues {
  email: string;
  teams: number[];
  permissions_campaigns: 0 | 1;
  permissions_teams: 0 | 1;
  permissions_users: 0 | 1 | 2;
}

type Field = 'email' | 'teams';

/** Where the server names a field: the manager edit nests the email under `user` (decision 118). */
const SERVER_NAMES: Record<Field, string[]> = { email: ['email', 'user.email'], teams: ['teams'] };

/**
 * State of the invite and edit forms: rules from libs/validation (messages only once a submit failed,
 * spec 00 §5), the server's field errors on their fields until edited, and the form-level text of
 * spec 01 §8 (first non_field_errors, else the error as text).
 */
export function useManagerForm(initial: ManagerFormValues, rules: Partial<FormRules<Field>>, submit: (values: ManagerFormValues) => Promise<void>) {
  const [values, setValues] = useState(initial);
  const [submitFailed, setSubmitFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const errors = validateForm<Field>({ email: rules.email ?? [], teams: rules.teams ?? [] }, { ...values });

  const shown = (name: Field) => visibleFieldError(errors[name], { touched: true, submitFailed }) ?? serverErrors[name];
  const forget = (name: Field) => setServerErrors(({ [name]: _edited, ...rest }) => rest);

  const email: FieldBinding = {
    name: 'email',
    value: values.email,
    onChange: (value) => {
      setValues((current) => ({ ...current, email: value }));
      forget('email');
    },
    onBlur: () => undefined,
    error: shown('email'),
  };

  const toggleTeam = (id: number, on: boolean) => {
    setValues((current) => ({ ...current, teams: on ? [...current.teams, id] : current.teams.filter((team) => team !== id) }));
    forget('teams');
  };
  const setLevel = (area: PermissionArea, level: Level) => setValues((current) => ({ ...current, [area]: level }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    if (Object.keys(errors).length > 0) {
      setSubmitFailed(true);
      return;
    }
    setSubmitting(true);
    try {
      await submit(values);
    } catch (error) {
      setSubmitFailed(true);
      const fields: Partial<Record<Field, string>> = {};
      if (isApiError(error)) {
        for (const [field, names] of Object.entries(SERVER_NAMES) as Array<[Field, string[]]>) {
          const message = names.map((name) => fieldErrorText(error.body, name)).find(Boolean);
          if (message) fields[field] = message;
        }
      }
      setServerErrors(fields);
      const onlyFields = isApiError(error) && Object.keys(error.body).every((key) => Object.values(SERVER_NAMES).flat().includes(key));
      const detail = isApiError(error) && Object.keys(error.body).length === 1 && typeof error.body.detail === 'string' ? error.body.detail : null;
      setFormError(onlyFields && Object.keys(fields).length ? null : (detail ?? firstErrorText(error)));
    } finally {
      setSubmitting(false);
    }
  };

  return { values, email, teamsError: shown('teams'), toggleTeam, setLevel, handleSubmit, submitting, formError };
}
