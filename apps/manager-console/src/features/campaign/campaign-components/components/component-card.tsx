import type { Component, ComponentType, Label } from '@advocate/api-client';
import { componentStatusText, isComponentEnded } from '@advocate/metrics-math';
import { Button, FormError } from '@advocate/ui-kit';
import { useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { componentsTexts } from '../components-texts.ts';
import { useCardAttempt } from '../lib/use-card-attempt.ts';
import { ComponentCardContent } from './component-card-content.tsx';
import { ComponentCardHeader } from './component-card-header.tsx';
import { GroupChips, GroupPicker } from './component-groups.tsx';
import { VersionHistory } from './version-history.tsx';

export interface ComponentCardProps {
  component: Component;
  type: ComponentType;
  now: Date;
  canEdit: boolean;
  /** The groups the component is in (as edited, in Manage Groups mode) and every group of the campaign. */
  groups: readonly Label[];
  allGroups: readonly Label[];
  manageGroups: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onReactivate: () => Promise<unknown>;
  onReactivateVersion: (versionId: number) => Promise<unknown>;
  onAddToGroup: (labelId: number) => void;
  /** Out of Manage Groups mode this saves at once; in it, it changes the pending membership. */
  onRemoveFromGroup: (label: Label) => Promise<unknown> | void;
}

const interactive = (target: EventTarget) =>
  target instanceof Element && target.closest('button, a, input, select, textarea, video, iframe, label, form') !== null;

/**
 * A component card (spec 01 §2): name, edit (not for suggested tweets and retweets), delete and
 * reactivate, the daily-capped flag, the media preview, the widget frame, the status line and the
 * group chips. A versioned type's card opens its version history when clicked.
 */
export function ComponentCard(props: ComponentCardProps) {
  const { component, type, now, canEdit, groups, allGroups, manageGroups } = props;
  const [open, setOpen] = useState(false);
  const { error, busy, attempt } = useCardAttempt();
  const historyId = useId();
  const ended = isComponentEnded(component, now);
  const toggle = (event: MouseEvent) => {
    if (type.is_versioned && !interactive(event.target)) setOpen((value) => !value);
  };

  return (
    <article
      aria-label={component.name}
      onClick={toggle}
      data-testid="component-card"
      className={`min-w-0 rounded-lg border bg-white p-4 shadow-sm ${ended ? 'border-dashed border-gray-300' : 'border-gray-200'} ${type.is_versioned ? 'cursor-pointer' : ''}`}
    >
      <ComponentCardHeader
        component={component}
        ended={ended}
        status={componentStatusText(component, now)}
        editor={
          canEdit
            ? {
                busy,
                onReactivate: () => void attempt(props.onReactivate, componentsTexts.reactivateFailed),
                onEdit: props.onEdit,
                onDelete: props.onDelete,
              }
            : null
        }
      />
      <ComponentCardContent component={component} canEdit={canEdit} />

      <div className="mt-3 flex flex-wrap items-center gap-2">
        <GroupChips
          groups={groups}
          busy={busy}
          onRemove={
            canEdit ? (label) => void attempt(() => props.onRemoveFromGroup(label), componentsTexts.removeFromGroupFailed) : undefined
          }
        />
        {canEdit && manageGroups ? (
          <GroupPicker
            componentName={component.name}
            groups={allGroups.filter((label) => !groups.some((g) => g.id === label.id))}
            onPick={props.onAddToGroup}
          />
        ) : null}
      </div>

      {type.is_versioned ? (
        <div className="mt-2">
          <Button
            variant="ghost"
            className="px-2 py-1 text-xs"
            aria-expanded={open}
            aria-controls={historyId}
            aria-label={componentsTexts.showVersions(component.name)}
            onClick={() => setOpen((value) => !value)}
          >
            {componentsTexts.versions} {open ? '▴' : '▾'}
          </Button>
          <div id={historyId}>
            {open ? <VersionHistory component={component} canEdit={canEdit} reactivate={props.onReactivateVersion} /> : null}
          </div>
        </div>
      ) : null}
      <FormError message={error} />
    </article>
  );
}
