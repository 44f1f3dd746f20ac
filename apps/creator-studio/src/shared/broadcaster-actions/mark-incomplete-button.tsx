import type { BroadcasterAction } from '@advocate/api-client';
import { ActionConfirmButton } from './action-confirm-button.tsx';

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
  const t = markIncompleteTexts;
  return (
    <ActionConfirmButton
      action={action}
      completionAction="mark_incomplete"
      label={t.button}
      title={t.title}
      message={t.message(action.type.name, action.component)}
      failure={t.failure}
      modalPrefix="mark-incomplete"
      variant="secondary"
    />
  );
}
