import { Button, CheckboxField } from '@advocate/ui-kit';
import type { ReactNode } from 'react';
import { componentsTexts } from '../components-texts.ts';

export interface ComponentsToolbarProps {
  /** 'Show Past Components' is offered only when ended components exist (spec 01 §2). */
  hasEnded: boolean;
  showPast: boolean;
  onShowPast: (value: boolean) => void;
  canEdit: boolean;
  manageGroups: boolean;
  onAddComponent: () => void;
  onManageGroups: () => void;
  onAddGroup: () => void;
  onSaveGroups: () => void;
  /** Save Group Changes is disabled while nothing changed (or a save runs). */
  canSaveGroups: boolean;
  /** The Trigger Fullscreen Video, Preview Live Graphics and Upcoming Chatbot Posts seam. */
  modals: ReactNode;
}

/** The components page toolbar (spec 01 §2); editing controls only for editors of a running campaign. */
export function ComponentsToolbar(props: ComponentsToolbarProps) {
  return (
    <div
      role="group"
      aria-label="Components toolbar"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-gray-200 bg-white p-3"
    >
      {props.hasEnded ? (
        <div className="mr-2 [&>div]:mb-0">
          <CheckboxField label={componentsTexts.showPast} checked={props.showPast} onChange={props.onShowPast} />
        </div>
      ) : null}
      {props.modals}
      {props.canEdit ? (
        <>
          <Button onClick={props.onAddComponent}>{componentsTexts.addComponent}</Button>
          <Button variant="secondary" aria-pressed={props.manageGroups} onClick={props.onManageGroups}>
            {componentsTexts.manageGroups}
          </Button>
          <Button variant="secondary" onClick={props.onAddGroup}>
            {componentsTexts.addGroup}
          </Button>
          <Button variant="secondary" disabled={!props.canSaveGroups} onClick={props.onSaveGroups}>
            {componentsTexts.saveGroups}
          </Button>
        </>
      ) : null}
    </div>
  );
}
