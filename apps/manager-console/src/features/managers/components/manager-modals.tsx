import type { Manager, ManagerInvitation, TeamSummary, User } from '@advocate/api-client';
import { ConfirmModal } from '@advocate/ui-kit';
import { managerEditForm, managerInvitationForm, messages, minSelected } from '@advocate/validation';
import { useCreateManagerInvitation } from '../api/create-manager-invitation.ts';
import { useDeleteManagerInvitation } from '../api/delete-manager-invitation.ts';
import { useUpdateManager } from '../api/update-manager.ts';
import { useUpdateManagerInvitation } from '../api/update-manager-invitation.ts';
import { DEFAULT_LEVELS } from '../lib/permission-levels.ts';
import type { ManagerFormValues } from '../lib/use-manager-form.ts';
import { ManagerFormModal } from './manager-form-modal.tsx';

export const MODALS = {
  invite: 'invite-manager',
  editInvitation: 'edit-manager-invitation',
  editManager: 'edit-manager',
  deleteInvitation: 'delete-manager-invitation',
  deleteManager: 'delete-manager',
} as const;

/** Decision 346: only admins change a manager's email. */
export const EMAIL_ADMINS_ONLY = "Only admins can change a manager's email address.";

const inviteRules = { email: managerInvitationForm.email, teams: [minSelected(1)] };
const invitationEditRules = { teams: [minSelected(1)] };
/** The manager edit's email rules are stated for `user.email` (spec 01 §5); the form holds it as `email`. */
const managerRules = { email: managerEditForm['user.email'] };

const levelsOf = (source: ManagerFormValues | Manager['user'] | ManagerInvitation) => ({
  permissions_campaigns: source.permissions_campaigns,
  permissions_teams: source.permissions_teams,
  permissions_users: source.permissions_users,
});

interface ManagerModalsProps {
  viewer: User;
  teams: TeamSummary[];
  invitation: ManagerInvitation | null;
  manager: Manager | null;
}

/** Every modal of the managers page; the row being edited or deleted comes from the page. */
export function ManagerModals({ viewer, teams, invitation, manager }: ManagerModalsProps) {
  const invite = useCreateManagerInvitation();
  const editInvitation = useUpdateManagerInvitation();
  const deleteInvitation = useDeleteManagerInvitation();
  const editManager = useUpdateManager();
  const self = manager?.user.id === viewer.id;
  return (
    <>
      <ManagerFormModal
        name={MODALS.invite}
        title="Add New Manager"
        viewer={viewer}
        teams={teams}
        initial={{ email: '', teams: [], ...DEFAULT_LEVELS }}
        rules={inviteRules}
        submitLabel="Send Invite"
        success="Invite Sent!"
        save={(values) => invite.trigger({ email: values.email.trim(), teams: values.teams, ...levelsOf(values) })}
      />
      {invitation ? (
        <>
          <ManagerFormModal
            key={`edit-${invitation.id}`}
            name={MODALS.editInvitation}
            title="Edit Invitation"
            viewer={viewer}
            teams={teams}
            initial={{ email: invitation.email, teams: invitation.teams, ...levelsOf(invitation) }}
            rules={invitationEditRules}
            submitLabel="Update"
            success="Update Succeeded!"
            emailLocked={messages.managerEmailLocked}
            save={(values) => editInvitation.trigger(invitation.id, { teams: values.teams, ...levelsOf(values) })}
          />
          <ConfirmModal
            name={MODALS.deleteInvitation}
            title="Delete Invitation"
            confirmLabel="Delete"
            failure={messages.deleteFailed('invitation')}
            onConfirm={() => deleteInvitation.trigger(invitation.id)}
            message={
              <>
                Delete the invitation of <strong>{invitation.email}</strong>? Its link stops working.
              </>
            }
          />
        </>
      ) : null}
      {manager ? (
        <>
          <ManagerFormModal
            key={`manager-${manager.id}`}
            name={MODALS.editManager}
            title="Edit Manager"
            viewer={viewer}
            teams={teams}
            initial={{ email: manager.user.email, teams: manager.teams, ...levelsOf(manager.user) }}
            rules={managerRules}
            submitLabel="Update"
            success="Update Succeeded!"
            scopeLocked={self}
            emailLocked={viewer.is_admin ? undefined : EMAIL_ADMINS_ONLY}
            save={(values) =>
              editManager.trigger(manager.id, {
                user: { email: values.email.trim(), ...(self ? {} : levelsOf(values)) },
                ...(self ? {} : { teams: values.teams }),
              })
            }
          />
          <ConfirmModal
            name={MODALS.deleteManager}
            title="Delete Manager"
            confirmLabel="Delete"
            failure={messages.deleteFailed('manager')}
            onConfirm={() => editManager.trigger(manager.id, { user: { is_active: false } })}
            message={
              <>
                Remove <strong>{manager.user.email}</strong>? They are signed out and can no longer sign in until reactivated.
              </>
            }
          />
        </>
      ) : null}
    </>
  );
}
