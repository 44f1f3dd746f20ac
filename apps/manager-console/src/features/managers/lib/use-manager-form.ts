import { useForm } from '@advocate/ui-kit';
import type { FormRules } from '@advocate/validation';
import { detailFormPreset } from '../../../shared/forms/form-presets.ts';
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
 * The invite and edit forms: the shared form hook with the detail preset (spec 01 §8), plus the
 * team ticks and the permission levels.
 */
export function useManagerForm(
  initial: ManagerFormValues,
  rules: Partial<FormRules<Field>>,
  submit: (values: ManagerFormValues) => Promise<void>,
) {
  const form = useForm(initial, { email: rules.email ?? [], teams: rules.teams ?? [] }, detailFormPreset(SERVER_NAMES));

  const toggleTeam = (id: number, on: boolean) =>
    form.set('teams', on ? [...form.values.teams, id] : form.values.teams.filter((team) => team !== id));
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
