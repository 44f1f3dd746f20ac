import type { TeamDetail } from '@advocate/api-client';
import { Button, FormError, LoadingBar, Modal, TextField, useForm, useModalManager, useToast } from '@advocate/ui-kit';
import { teamSettingsForm } from '@advocate/validation';
import { smallFormPreset } from '../../../shared/forms/form-presets.ts';
import { useTeam } from '../api/get-team.ts';
import { useUpdateTeam } from '../api/update-team.ts';
import { dashboardTexts } from '../lib/dashboard-texts.ts';

function SettingsForm({ team, name }: { team: TeamDetail; name: string }) {
  const { trigger: save } = useUpdateTeam(team.id);
  const { showToast } = useToast();
  const { closeModal } = useModalManager();
  const initial = { name: team.name, seconds_per_impression: String(team.seconds_per_impression) };
  const form = useForm(initial, teamSettingsForm, smallFormPreset(Object.keys(initial)));
  const submit = form.handleSubmit(async (values) => {
    await save({ name: values.name.trim(), seconds_per_impression: Number(values.seconds_per_impression) });
    showToast(dashboardTexts.updated);
    closeModal(name);
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={dashboardTexts.menu.settings}>
      <TextField label={dashboardTexts.teamName} field={form.field('name')} autoFocus />
      <TextField label={dashboardTexts.secondsPerImpression} field={form.field('seconds_per_impression')} />
      <FormError message={form.formError} />
      <div className="mt-4 flex justify-end">
        <Button type="submit" disabled={form.submitting}>
          {dashboardTexts.save}
        </Button>
      </div>
    </form>
  );
}

/** Edit Team Settings (spec 01 §5: name required; seconds per impression required, not below 0). */
export function TeamSettingsModal({ name, teamId }: { name: string; teamId: number }) {
  return (
    <Modal name={name} title={dashboardTexts.menu.settings}>
      <TeamSettingsBody name={name} teamId={teamId} />
    </Modal>
  );
}

function TeamSettingsBody({ name, teamId }: { name: string; teamId: number }) {
  const { data: team } = useTeam(teamId);
  return team ? <SettingsForm team={team} name={name} /> : <LoadingBar label="Loading Team" />;
}
