import type { BroadcasterAction } from '@advocate/api-client';
import { Button, ConfirmModal, useModalManager, type ButtonVariant } from '@advocate/ui-kit';
import { useUpdateAction } from './api/update-action.ts';

export interface ActionConfirmButtonProps {
  action: BroadcasterAction;
  completionAction: 'mark_complete' | 'mark_incomplete';
  /** The button's and the confirm button's label. */
  label: string;
  title: string;
  message: string;
  failure: string;
  /** Keeps the modal names of several lists on one page apart. */
  modalPrefix: string;
  variant?: ButtonVariant;
  disabled?: boolean;
}

/**
 * A button that completes or reopens one action after a confirmation (spec 02 §2 'Each action has
 * a confirmation modal', §4), named for the action it changes.
 */
export function ActionConfirmButton({
  action,
  completionAction,
  label,
  title,
  message,
  failure,
  modalPrefix,
  variant,
  disabled,
}: ActionConfirmButtonProps) {
  const { openModal } = useModalManager();
  const update = useUpdateAction();
  const modal = `${modalPrefix}-${action.id}`;
  return (
    <>
      <Button
        variant={variant}
        onClick={() => openModal(modal)}
        disabled={disabled}
        aria-label={`${label}: ${action.type.name}, ${action.component}`}
      >
        {label}
      </Button>
      <ConfirmModal
        name={modal}
        title={title}
        message={message}
        confirmLabel={label}
        failure={failure}
        onConfirm={() => update(action.id, { completion_action: completionAction })}
      />
    </>
  );
}
