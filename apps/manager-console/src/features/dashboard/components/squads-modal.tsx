import { firstErrorText } from '@advocate/api-client';
import type { Squad } from '@advocate/api-client';
import { Button, FormError, Modal, TextField, useForm, useToast } from '@advocate/ui-kit';
import { squadForm } from '@advocate/validation';
import { useState } from 'react';
import { smallFormPreset } from '../../../shared/forms/form-presets.ts';
import { dashboardTexts } from '../lib/dashboard-texts.ts';
import { useAddSquadBroadcaster } from '../api/add-squad-broadcaster.ts';
import { useCreateSquad } from '../api/create-squad.ts';
import { useDeleteSquad } from '../api/delete-squad.ts';
import { useRemoveSquadBroadcaster } from '../api/remove-squad-broadcaster.ts';
import { useRenameSquad } from '../api/rename-squad.ts';

function NewSquadForm({ teamId }: { teamId: number }) {
  const { trigger: createSquad } = useCreateSquad(teamId);
  const { showToast } = useToast();
  const form = useForm({ name: '' }, squadForm, smallFormPreset(['name']));
  const submit = form.handleSubmit(async ({ name }) => {
    await createSquad(name.trim());
    showToast(dashboardTexts.updated);
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={dashboardTexts.addSquad}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <div className="flex-1">
        <TextField label={dashboardTexts.squadName} field={form.field('name')} />
      </div>
      <Button type="submit" disabled={form.submitting} className="sm:mt-6">
        {dashboardTexts.addSquad}
      </Button>
      <FormError message={form.formError} />
    </form>
  );
}

function SquadRow({ teamId, squad, members }: { teamId: number; squad: Squad; members: string[] }) {
  const { trigger: renameSquad } = useRenameSquad(teamId);
  const { trigger: deleteSquad } = useDeleteSquad(teamId);
  const { trigger: addToSquad } = useAddSquadBroadcaster(teamId);
  const { trigger: removeFromSquad } = useRemoveSquadBroadcaster(teamId);
  const { showToast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const rename = useForm({ name: squad.name }, squadForm, smallFormPreset(['name']));
  const submitRename = rename.handleSubmit(async ({ name }) => {
    await renameSquad(squad.id, name.trim());
    showToast(dashboardTexts.updated);
  });
  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
      showToast(dashboardTexts.updated);
    } catch (failure) {
      setError(firstErrorText(failure));
    }
  };
  const outside = members.filter((m) => !squad.roster.includes(m));
  return (
    <li className="space-y-2 py-4">
      <form
        noValidate
        onSubmit={(e) => void submitRename(e)}
        aria-label={`${dashboardTexts.rename} ${squad.name}`}
        className="flex flex-col gap-2 sm:flex-row sm:items-start"
      >
        <div className="flex-1">
          <TextField label={`${dashboardTexts.squadName} (${squad.name})`} field={rename.field('name')} />
        </div>
        <div className="flex gap-2 sm:mt-6">
          <Button type="submit" variant="secondary" disabled={rename.submitting}>
            {dashboardTexts.rename}
          </Button>
          <Button variant="ghost" onClick={() => void run(() => deleteSquad(squad.id))}>
            {dashboardTexts.delete}
          </Button>
        </div>
      </form>
      <ul aria-label={`${squad.name} members`} className="flex flex-wrap gap-2">
        {squad.roster.map((username) => (
          <li key={username} className="flex items-center gap-1 rounded-full bg-secondary-50 py-1 pl-3 pr-1 text-sm text-secondary">
            {username}
            <button
              type="button"
              aria-label={`Remove ${username} from ${squad.name}`}
              className="rounded-full px-2 text-gray-600 hover:bg-secondary-100"
              onClick={() => void run(() => removeFromSquad(squad.id, username))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {outside.length ? (
        <label className="flex items-center gap-2 text-sm text-secondary">
          {dashboardTexts.addMember}
          <select
            value=""
            onChange={(e) => e.target.value && void run(() => addToSquad(squad.id, e.target.value))}
            className="rounded-md border border-gray-300 bg-white px-2 py-1 text-sm"
          >
            <option value="">—</option>
            {outside.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <FormError message={error ?? rename.formError} />
    </li>
  );
}

/** Manage Squads (spec 01 §2, §7): create, rename, delete, and add or remove members. */
export function SquadsModal({ name, teamId, squads, members }: { name: string; teamId: number; squads: Squad[]; members: string[] }) {
  return (
    <Modal name={name} title={dashboardTexts.menu.squads} widthClass="max-w-2xl">
      <NewSquadForm teamId={teamId} />
      <ul className="divide-y divide-gray-200">
        {squads.map((squad) => (
          <SquadRow key={`${squad.id}-${squad.name}`} teamId={teamId} squad={squad} members={members} />
        ))}
      </ul>
    </Modal>
  );
}
