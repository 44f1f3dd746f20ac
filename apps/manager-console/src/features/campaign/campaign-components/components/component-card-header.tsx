import type { Component } from '@advocate/api-client';
import { formatUtcDate } from '@advocate/metrics-math';
import { Button } from '@advocate/ui-kit';
import { isEditableType } from '../lib/component-list.ts';
import { componentsTexts } from '../components-texts.ts';

export interface ComponentCardHeaderProps {
  component: Component;
  ended: boolean;
  status: string | null;
  /** Editors only: the card's reactivate, edit and delete buttons. */
  editor: { busy: boolean; onReactivate: () => void; onEdit: () => void; onDelete: () => void } | null;
}

/** The card's name, times, status and daily-capped flag, and the editors' buttons (spec 01 §2). */
export function ComponentCardHeader({ component, ended, status, editor }: ComponentCardHeaderProps) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <h3 className="break-words font-semibold text-secondary">{component.name}</h3>
        <p className="text-xs text-gray-600">
          {component.start_time ? `${componentsTexts.starts} ${formatUtcDate(component.start_time)}` : null}
          {component.start_time && component.end_time ? ' · ' : null}
          {component.end_time ? `${ended ? componentsTexts.endedOn : componentsTexts.ends} ${formatUtcDate(component.end_time)}` : null}
        </p>
        {status ? <p className="text-xs font-medium uppercase tracking-wide text-amber-700">{status}</p> : null}
        {component.daily_cap_reached ? (
          <span className="mt-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">
            {componentsTexts.dailyCapped}
          </span>
        ) : null}
      </div>
      {editor ? (
        <div className="flex flex-wrap gap-1">
          {ended ? (
            <Button
              variant="secondary"
              className="px-2 py-1 text-xs"
              disabled={editor.busy}
              aria-label={componentsTexts.reactivateLabel(component.name)}
              onClick={editor.onReactivate}
            >
              {componentsTexts.reactivate}
            </Button>
          ) : null}
          {isEditableType(component.type) ? (
            <Button
              variant="secondary"
              className="px-2 py-1 text-xs"
              aria-label={componentsTexts.editLabel(component.name)}
              onClick={editor.onEdit}
            >
              {componentsTexts.edit}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            className="px-2 py-1 text-xs"
            aria-label={componentsTexts.deleteLabel(component.name)}
            onClick={editor.onDelete}
          >
            {componentsTexts.delete}
          </Button>
        </div>
      ) : null}
    </header>
  );
}
