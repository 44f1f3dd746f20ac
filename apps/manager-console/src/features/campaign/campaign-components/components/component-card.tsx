import { failureText } from '@advocate/api-client';
import type { Component, ComponentType, Label } from '@advocate/api-client';
import { componentStatusText, formatUtcDate, isComponentEnded, messageIntervalMinutes, seconds } from '@advocate/metrics-math';
import { Button, FormError } from '@advocate/ui-kit';
import { useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { DctaForm } from '../dcta/dcta-form.tsx';
import { CHATBOT_TYPES } from '../lib/component-fields.ts';
import { isEditableType } from '../lib/component-list.ts';
import { componentsTexts } from '../components-texts.ts';
import { MediaPreview, WidgetFrame } from './component-media.tsx';
import { GroupChips, GroupPicker } from './component-groups.tsx';
import { VersionHistory } from './version-history.tsx';
import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';

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

/** A stored interval in seconds, or none (then the default of spec 01 §9 shows). */
const intervalOf = (value: unknown) => (typeof value === 'number' ? seconds(value) : null);

const interactive = (target: EventTarget) => target instanceof Element && target.closest('button, a, input, select, textarea, video, iframe, label, form') !== null;

/**
 * A component card (spec 01 §2): name, edit (not for suggested tweets and retweets), delete and
 * reactivate, the daily-capped flag, the media preview, the widget frame, the status line and the
 * group chips. A versioned type's card opens its version history when clicked.
 */
export function ComponentCard(props: ComponentCardProps) {
  const { component, type, now, canEdit, groups, allGroups, manageGroups } = props;
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const historyId = useId();
  const ended = isComponentEnded(component, now);
  const status = componentStatusText(component, now);
  const version = component.activeVersion;
  // A dynamic call to action's graphic shows in its own form (DctaForm), rendered with its texts.
  const media = component.type === COMPONENT_TYPE.dynamicCta ? null : component.type === COMPONENT_TYPE.fullscreenVideo ? (component.video_file ?? version?.image ?? null) : (version?.image ?? null);

  const attempt = async (action: () => Promise<unknown> | void, failure: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (error) {
      setError(failureText(error, failure));
    } finally {
      setBusy(false);
    }
  };
  const toggle = (event: MouseEvent) => {
    if (type.is_versioned && !interactive(event.target)) setOpen((value) => !value);
  };

  return (
    <article aria-label={component.name} onClick={toggle} data-testid="component-card"
      className={`min-w-0 rounded-lg border bg-white p-4 shadow-sm ${ended ? 'border-dashed border-gray-300' : 'border-gray-200'} ${type.is_versioned ? 'cursor-pointer' : ''}`}>
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
            <span className="mt-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">{componentsTexts.dailyCapped}</span>
          ) : null}
        </div>
        {canEdit ? (
          <div className="flex flex-wrap gap-1">
            {ended ? (
              <Button variant="secondary" className="px-2 py-1 text-xs" disabled={busy} aria-label={componentsTexts.reactivateLabel(component.name)}
                onClick={() => void attempt(props.onReactivate, componentsTexts.reactivateFailed)}>
                {componentsTexts.reactivate}
              </Button>
            ) : null}
            {isEditableType(component.type) ? (
              <Button variant="secondary" className="px-2 py-1 text-xs" aria-label={componentsTexts.editLabel(component.name)} onClick={props.onEdit}>
                {componentsTexts.edit}
              </Button>
            ) : null}
            <Button variant="secondary" className="px-2 py-1 text-xs" aria-label={componentsTexts.deleteLabel(component.name)} onClick={props.onDelete}>
              {componentsTexts.delete}
            </Button>
          </div>
        ) : null}
      </header>

      <div className="mt-3 space-y-2">
        {media ? <MediaPreview src={media} alt={component.name} /> : null}
        {component.type === COMPONENT_TYPE.fullscreenVideo && component.youtube_url ? (
          <a href={component.youtube_url} target="_blank" rel="noreferrer" className="text-sm text-primary-700 underline">
            {componentsTexts.watchOnYoutube}
          </a>
        ) : null}
        {component.type === COMPONENT_TYPE.chatBotCommand && typeof version?.config.command === 'string' ? (
          <p className="font-mono text-sm text-secondary">{version.config.command}</p>
        ) : null}
        {version?.message ? <p className="whitespace-pre-wrap break-words text-sm text-secondary">{version.message}</p> : null}
        {CHATBOT_TYPES.includes(component.type) ? (
          <p className="text-xs text-gray-600">{componentsTexts.interval(messageIntervalMinutes(intervalOf(version?.config.message_interval)))}</p>
        ) : null}
        {version?.link ? <p className="break-all text-xs text-gray-600">{version.link}</p> : null}
        {component.type === COMPONENT_TYPE.advocateWidget && component.widget_url ? <WidgetFrame src={component.widget_url} name={component.name} /> : null}
        {component.type === COMPONENT_TYPE.dynamicCta ? <DctaForm component={component} canEdit={canEdit} /> : null}
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-2">
        <GroupChips groups={groups} busy={busy}
          onRemove={canEdit ? (label) => void attempt(() => props.onRemoveFromGroup(label), componentsTexts.removeFromGroupFailed) : undefined} />
        {canEdit && manageGroups ? (
          <GroupPicker componentName={component.name} groups={allGroups.filter((label) => !groups.some((g) => g.id === label.id))} onPick={props.onAddToGroup} />
        ) : null}
      </div>

      {type.is_versioned ? (
        <div className="mt-2">
          <Button variant="ghost" className="px-2 py-1 text-xs" aria-expanded={open} aria-controls={historyId} aria-label={componentsTexts.showVersions(component.name)}
            onClick={() => setOpen((value) => !value)}>
            {componentsTexts.versions} {open ? '▴' : '▾'}
          </Button>
          <div id={historyId}>{open ? <VersionHistory component={component} canEdit={canEdit} reactivate={props.onReactivateVersion} /> : null}</div>
        </div>
      ) : null}
      <FormError message={error} />
    </article>
  );
}
