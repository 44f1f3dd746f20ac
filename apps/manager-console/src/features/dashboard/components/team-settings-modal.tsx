import { teamPath, useResource } from '@advocate/api-client';
import type { TeamDetail, TeamSettings } from '@advocate/api-client';
import { Button, FormError, LoadingBar, Modal, TextField, useForm, useModalManager, useToast } from '@advocate/ui-kit';
import { teamSettingsForm } from '@advocate/validation';
import { smallFormPreset } from '../../../shared/forms/form-presets.ts';
import { dashboardTexts } from '../lib/dashboard-texts.ts';

function SettingsForm({ team, name, save }: { team: TeamDetail; name: string; save: (settings: TeamSettings) => Promise<unknown> }) {
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
export function TeamSettingsModal({
  name,
  teamId,
  save,
}: {
  name: string;
  teamId: number;
  save: (settings: TeamSettings) => Promise<unknown>;
}) {
  return (
    <Modal name={name} title={dashboardTexts.menu.settings}>
      <TeamSettingsBody name={name} teamId={teamId} save={save} />
    </Modal>
  );
}

function TeamSettingsBody({ name, teamId, save }: { name: string; teamId: number; save: (settings: TeamSettings) => Promise<unknown> }) {
  const { data: team } = useResource<TeamDetail>(teamPath(teamId));
  return team ? <SettingsForm team={team} name={name} save={save} /> : <LoadingBar label="Loading Team" />;
}
