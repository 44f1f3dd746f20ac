import { firstErrorText } from '@advocate/api-client';
import type { BroadcasterAction } from '@advocate/api-client';
import { Button, FormError, LoadingBar, Modal } from '@advocate/ui-kit';
import { useState } from 'react';
import { useCampaignActions } from '../api/get-broadcaster-actions.ts';
import { useCompleteBroadcasterAction } from '../api/update-broadcaster-action.ts';
import { complianceTexts } from '../compliance-texts.ts';
import { formatTime } from '../lib/compliance-view.ts';

export const ACTIONS_MODAL = 'compliance-broadcaster-actions';

/** The broadcaster's latest completed action: the only one that can be marked incomplete (spec 01 §4). */
export function latestCompletedId(actions: readonly BroadcasterAction[]): number | null {
  let latest: BroadcasterAction | null = null;
  for (const action of actions) {
    if (action.completion_time === null) continue;
    if (latest === null || new Date(action.completion_time).getTime() > new Date(latest.completion_time as string).getTime())
      latest = action;
  }
  return latest?.id ?? null;
}

function ActionsList({ slug, broadcaster }: { slug: string; broadcaster: string }) {
  const actions = useCampaignActions(slug);
  const completeAction = useCompleteBroadcasterAction(slug).trigger;
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (actions.error) return <FormError message={firstErrorText(actions.error)} />;
  if (!actions.data) return <LoadingBar label={complianceTexts.loadingActions} />;
  const mine = actions.data.filter((a) => a.broadcaster.toLowerCase() === broadcaster.toLowerCase());
  if (mine.length === 0) return <p className="text-sm text-gray-600">{complianceTexts.noActions}</p>;
  const latest = latestCompletedId(mine);
  const run = async (id: number, action: 'mark_complete' | 'mark_incomplete') => {
    setBusy(id);
    setError(null);
    try {
      await completeAction(id, action);
    } catch (failure) {
      setError(firstErrorText(failure));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <ul className="divide-y divide-gray-100">
        {mine.map((action) => (
          <li key={action.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
            <div className="flex flex-col">
              <span className="font-medium text-secondary">{action.type.name}</span>
              <span className="text-xs text-gray-600">{action.component}</span>
              <span className="text-xs text-gray-600">
                {action.completion_time ? complianceTexts.completed(formatTime(action.completion_time)) : complianceTexts.incomplete}
              </span>
            </div>
            {action.completion_time === null ? (
              <Button
                className="px-3 py-1"
                disabled={busy !== null}
                aria-label={`${complianceTexts.markComplete}: ${action.type.name}, ${action.component}`}
                onClick={() => void run(action.id, 'mark_complete')}
              >
                {complianceTexts.markComplete}
              </Button>
            ) : action.id === latest ? (
              <Button
                variant="secondary"
                className="px-3 py-1"
                disabled={busy !== null}
                aria-label={`${complianceTexts.markIncomplete}: ${action.type.name}, ${action.component}`}
                onClick={() => void run(action.id, 'mark_incomplete')}
              >
                {complianceTexts.markIncomplete}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <FormError message={error} />
    </>
  );
}

/** A broadcaster's actions on the campaign, with mark complete / incomplete (editors only, spec 01 §4, §6). */
export function BroadcasterActionsModal({ slug, broadcaster }: { slug: string; broadcaster: string | null }) {
  return (
    <Modal name={ACTIONS_MODAL} title={broadcaster ? complianceTexts.actionsTitle(broadcaster) : undefined} widthClass="max-w-xl">
      {broadcaster ? <ActionsList slug={slug} broadcaster={broadcaster} /> : null}
    </Modal>
  );
}
