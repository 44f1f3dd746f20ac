import type { BroadcasterAction } from '@advocate/api-client';
import { Button, ConfirmModal, useModalManager } from '@advocate/ui-kit';
import { useUpdateAction } from './actions-api.ts';

export const markIncompleteTexts = {
  button: 'Mark Incomplete',
  title: 'Mark Incomplete',
  message: (name: string, component: string) => `Mark "${name}" for ${component} as incomplete? It goes back to your required actions.`,
  failure: 'Could not mark this action incomplete.',
} as const;

/**
 * Mark Incomplete on the broadcaster's latest completed action (spec 02 §4: only the latest), with
 * a confirmation; the action goes back to the open list (PATCH mark_incomplete).
 */
export function MarkIncompleteButton({ action }: { action: BroadcasterAction }) {
  const { openModal } = useModalManager();
  const update = useUpdateAction();
  const modal = `mark-incomplete-${action.id}`;
  return (
    <>
      <Button variant="secondary" onClick={() => openModal(modal)} aria-label={`${markIncompleteTexts.button}: ${action.type.name}, ${action.component}`}>
        {markIncompleteTexts.button}
      </Button>
      <ConfirmModal
        name={modal}
        title={markIncompleteTexts.title}
        message={markIncompleteTexts.message(action.type.name, action.component)}
        confirmLabel={markIncompleteTexts.button}
        failure={markIncompleteTexts.failure}
        onConfirm={() => update(action.id, { completion_action: 'mark_incomplete' })}
      />
    </>
  );
}
