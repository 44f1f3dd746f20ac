import type { TeamSummary, User } from '@advocate/api-client';
import { Button, FormError, Modal, useModalManager, useToast } from '@advocate/ui-kit';
import type { FormRules } from '@advocate/validation';
import { useManagerForm, type ManagerFormValues } from '../lib/use-manager-form.ts';
import { EmailField } from './email-field.tsx';
import { LevelsField, TeamsField } from './manager-fields.tsx';

export interface ManagerFormModalProps {
  name: string;
  title: string;
  viewer: User;
  teams: TeamSummary[];
  initial: ManagerFormValues;
  rules: Partial<FormRules<'email' | 'teams'>>;
  submitLabel: string;
  success: string;
  /** The tooltip of a locked email; the field is editable without it. */
  emailLocked?: string;
  /** Teams and levels shown but not changeable (a manager editing themselves). */
  scopeLocked?: boolean;
  save: (values: ManagerFormValues) => Promise<unknown>;
}

/** The invite and edit forms of the managers page (spec 01 §2 'Add New Manager', edit modals). */
export function ManagerFormModal(props: ManagerFormModalProps) {
  return (
    <Modal name={props.name} title={props.title} widthClass="max-w-xl">
      <ManagerForm {...props} />
    </Modal>
  );
}

function ManagerForm({ name, viewer, teams, initial, rules, submitLabel, success, emailLocked, scopeLocked, save }: ManagerFormModalProps) {
  const { closeModal } = useModalManager();
  const { showToast } = useToast();
  const form = useManagerForm(initial, rules, async (values) => {
    await save(values);
    closeModal(name);
    showToast(success);
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate>
      <EmailField field={form.email} locked={emailLocked} />
      {scopeLocked ? null : <TeamsField teams={teams} selected={form.values.teams} onToggle={form.toggleTeam} error={form.teamsError} />}
      <LevelsField viewer={viewer} values={form.values} initial={initial} onChange={form.setLevel} disabled={scopeLocked} />
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => closeModal(name)}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {submitLabel}
        </Button>
      </div>
      <FormError message={form.formError} />
    </form>
  );
}
