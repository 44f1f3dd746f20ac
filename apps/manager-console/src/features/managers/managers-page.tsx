import { failureText, firstErrorText, useTeams, useUser } from '@advocate/api-client';
import type { Manager, ManagerInvitation } from '@advocate/api-client';
import { canEditUsers, mayChangeManager } from '@advocate/auth-and-guards/policies';
import { Button, FormError, LoadingBar, PageTitle, useModalManager } from '@advocate/ui-kit';
import { messages } from '@advocate/validation';
import { useState } from 'react';
import { useManagerInvitations } from './api/get-manager-invitations.ts';
import { useManagers } from './api/get-managers.ts';
import { useUpdateManager } from './api/update-manager.ts';
import { CurrentManagersTable } from './components/current-managers-table.tsx';
import { MODALS, ManagerModals } from './components/manager-modals.tsx';
import { RemovedManagersTable } from './components/removed-managers-table.tsx';
import { currentRows, removedManagers, type CurrentRow } from './lib/manager-rows.ts';

/**
 * /managers (spec 01 §2; the route needs canViewUsers): current managers with pending invitations,
 * removed managers, and with canEditUsers the invite, edit, delete and reactivate controls.
 */
export function ManagersPage() {
  const { data: viewer } = useUser();
  const managers = useManagers();
  const invitations = useManagerInvitations();
  const { data: teams } = useTeams();
  const { openModal } = useModalManager();
  const { trigger: editManager } = useUpdateManager();
  const [invitation, setInvitation] = useState<ManagerInvitation | null>(null);
  const [manager, setManager] = useState<Manager | null>(null);
  const [reactivating, setReactivating] = useState<number | null>(null);
  const [reactivateError, setReactivateError] = useState<string | null>(null);

  const error = managers.error ?? invitations.error;
  if (error) {
    return (
      <div className="space-y-6">
        <PageTitle page="Managers" />
        <FormError message={firstErrorText(error)} />
      </div>
    );
  }
  if (!viewer || !managers.data || !invitations.data) {
    return (
      <div className="space-y-6">
        <PageTitle page="Managers" />
        <LoadingBar label="Loading Managers" />
      </div>
    );
  }

  const canEdit = canEditUsers(viewer);
  // Only admins change admins, and nobody deletes themselves (decision 343).
  const editable = (row: CurrentRow) => {
    if (!canEdit) return { edit: false, remove: false };
    if (row.kind === 'invitation') return { edit: true, remove: true };
    const mayTouch = mayChangeManager(viewer, row.manager.user);
    return { edit: mayTouch, remove: mayTouch && row.manager.user.id !== viewer.id };
  };
  const open = (row: CurrentRow, kind: 'edit' | 'delete') => {
    if (row.kind === 'invitation') {
      setInvitation(row.invitation);
      openModal(kind === 'edit' ? MODALS.editInvitation : MODALS.deleteInvitation);
    } else {
      setManager(row.manager);
      openModal(kind === 'edit' ? MODALS.editManager : MODALS.deleteManager);
    }
  };
  const reactivate = async (target: Manager) => {
    setReactivating(target.id);
    setReactivateError(null);
    try {
      await editManager(target.id, { user: { is_active: true } });
    } catch (error) {
      setReactivateError(failureText(error, messages.reactivateUserFailed));
    } finally {
      setReactivating(null);
    }
  };
  const removed = removedManagers(managers.data);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle page="Managers" />
        {canEdit ? <Button onClick={() => openModal(MODALS.invite)}>Add New Manager</Button> : null}
      </div>
      <CurrentManagersTable
        rows={currentRows(managers.data, invitations.data)}
        teams={teams}
        editable={editable}
        onEdit={(row) => open(row, 'edit')}
        onDelete={(row) => open(row, 'delete')}
      />
      {removed.length > 0 ? (
        <div>
          <RemovedManagersTable
            managers={removed}
            canReactivate={(target) => canEdit && mayChangeManager(viewer, target.user)}
            onReactivate={(target) => void reactivate(target)}
            busyId={reactivating}
          />
          <FormError message={reactivateError} />
        </div>
      ) : null}
      <ManagerModals viewer={viewer} teams={teams ?? []} invitation={invitation} manager={manager} />
    </div>
  );
}
