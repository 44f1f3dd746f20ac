import { splitServerErrors } from '@advocate/api-client';
import { useForm } from '@advocate/ui-kit';
import type { FormRules } from '@advocate/validation';
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
 * The invite and edit forms over the shared form hook: the server's field errors on their fields
 * and the form-level text of spec 01 §8 (first non_field_errors, else the error as text; a lone
 * `detail` as its own text).
 */
export function useManagerForm(initial: ManagerFormValues, rules: Partial<FormRules<Field>>, submit: (values: ManagerFormValues) => Promise<void>) {
  const form = useForm(initial, { email: rules.email ?? [], teams: rules.teams ?? [] }, {
    serverErrors: (error) => splitServerErrors(error, SERVER_NAMES, { detailAsText: true }),
  });

  const toggleTeam = (id: number, on: boolean) => form.set('teams', on ? [...form.values.teams, id] : form.values.teams.filter((team) => team !== id));
  const setLevel = (area: PermissionArea, level: Level) => form.setValues((current) => ({ ...current, [area]: level }));

  return {
    values: form.values,
    email: form.field('email'),
    teamsError: form.errorOf('teams'),
    toggleTeam,
    setLevel,
    handleSubmit: form.handleSubmit(submit),
    submitting: form.submitting,
    formError: form.formError,
  };
}
