import { Button, FormError, Modal, useForm, useModalManager, useToast } from '@advocate/ui-kit';
import { teamInvitee, teamMember } from '@advocate/validation';
import { BroadcasterSearchField } from '../../../shared/broadcaster-search/index.ts';
import { smallFormPreset } from '../../../shared/forms/form-presets.ts';
import { dashboardTexts } from '../lib/dashboard-texts.ts';

interface StatusModalProps {
  name: string;
  teamId: number;
  /** Usernames of the current members (for the removal rule). */
  members: string[];
  act: (username: string) => Promise<unknown>;
}

function StatusForm({ teamId, members, act, kind, name }: StatusModalProps & { kind: 'invite' | 'remove' }) {
  const { showToast } = useToast();
  const { closeModal } = useModalManager();
  const rule =
    kind === 'invite' ? teamInvitee({}) : teamMember({ isTeamMember: (u) => members.some((m) => m.toLowerCase() === u.toLowerCase()) });
  const form = useForm({ broadcaster: '' }, { broadcaster: [rule] }, smallFormPreset(['broadcaster']));
  const submit = form.handleSubmit(async ({ broadcaster }) => {
    await act(broadcaster.trim());
    showToast(kind === 'invite' ? dashboardTexts.inviteSent : dashboardTexts.broadcasterRemoved);
    closeModal(name);
  });
  const field = form.field('broadcaster');
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={kind === 'invite' ? dashboardTexts.menu.invite : dashboardTexts.menu.remove}
    >
      <BroadcasterSearchField
        label={dashboardTexts.broadcaster}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={field.error}
        filters={{ team: teamId, excludeOnTeam: kind === 'invite' }}
        autoFocus
      />
      <FormError message={form.formError} />
      <div className="mt-4 flex justify-end">
        <Button type="submit" disabled={form.submitting}>
          {kind === 'invite' ? dashboardTexts.send : dashboardTexts.removeButton}
        </Button>
      </div>
    </form>
  );
}

/** Invite to Team (spec 01 §2, §7 team status 'invite'): broadcaster search, then 'Invite Sent!'. */
export function InviteToTeamModal(props: StatusModalProps) {
  return (
    <Modal name={props.name} title={dashboardTexts.menu.invite}>
      <StatusForm {...props} kind="invite" />
    </Modal>
  );
}

/** Remove from Team: a current member only ('Please select a valid team member!'), then 'Broadcaster Removed!'. */
export function RemoveFromTeamModal(props: StatusModalProps) {
  return (
    <Modal name={props.name} title={dashboardTexts.menu.remove}>
      <StatusForm {...props} kind="remove" />
    </Modal>
  );
}
