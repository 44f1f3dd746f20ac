import type { BroadcasterAction } from '@advocate/api-client';
import { formatUtcDate } from '@advocate/metrics-math';
import type { CSSProperties } from 'react';
import { ActionConfirmButton } from '../../../shared/broadcaster-actions/action-confirm-button.tsx';
import { dashboardTexts } from '../lib/dashboard-texts.ts';
import { COLLAPSE_MS, COMPLETED_MS, type ExitPhase } from '../lib/use-exit-animation.ts';

const PHASE_STYLE: Record<ExitPhase, CSSProperties> = {
  shown: { gridTemplateRows: '1fr', opacity: 1 },
  done: { gridTemplateRows: '1fr', opacity: 1, transition: `background-color ${COMPLETED_MS}ms ease-out` },
  leaving: {
    gridTemplateRows: '0fr',
    opacity: 0,
    transition: `grid-template-rows ${COLLAPSE_MS}ms ease-in-out, opacity ${COLLAPSE_MS}ms ease-in-out`,
  },
};

/**
 * One action of the queue. Once completed it reads 'Completed' for 500 ms, then collapses out over
 * 1500 ms (spec 02 §2, §9); `completable` offers Mark as Completed here (links and other actions,
 * which have no page of their own to complete them on; decision 452).
 */
export function ActionQueueItem({ action, phase, completable }: { action: BroadcasterAction; phase: ExitPhase; completable: boolean }) {
  const done = phase !== 'shown';
  return (
    <li className="grid" style={PHASE_STYLE[phase]} data-phase={phase} aria-hidden={phase === 'leaving' ? true : undefined}>
      <div className="min-h-0 overflow-hidden">
        <div
          className={`flex flex-wrap items-center justify-between gap-2 rounded-md px-3 py-2 ${done ? 'bg-green-50' : 'bg-secondary-50'}`}
        >
          <div className="min-w-0">
            <p className="break-words text-sm font-medium text-secondary">
              {action.type.name}: {action.component}
            </p>
            <p className="text-xs text-gray-600">
              {action.campaign_name} · {dashboardTexts.assigned} {formatUtcDate(action.creation_time)}
            </p>
          </div>
          {done ? (
            <span className="text-sm font-semibold text-green-800" role="status">
              {dashboardTexts.completed}
            </span>
          ) : completable ? (
            <ActionConfirmButton
              action={action}
              completionAction="mark_complete"
              label={dashboardTexts.markComplete}
              title={dashboardTexts.completeTitle}
              message={dashboardTexts.completeMessage(action.type.name, action.component)}
              failure={dashboardTexts.completeFailed}
              modalPrefix="dashboard-complete"
              variant="secondary"
            />
          ) : null}
        </div>
      </div>
    </li>
  );
}
