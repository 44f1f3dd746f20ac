import { Button } from '@advocate/ui-kit';
import { complianceTexts } from '../compliance-texts.ts';
import type { RowActionProps } from './compliance-view-props.ts';

/** The per-broadcaster modal buttons: History for every manager; Actions and Override for editors. */
export function RowButtons({
  name,
  can,
  handlers,
  componentId,
  align = 'end',
}: RowActionProps & { name: string; componentId?: number; align?: 'start' | 'end' }) {
  return (
    <div className={`flex flex-wrap gap-2 ${align === 'end' ? 'justify-end' : 'justify-start'}`}>
      <Button
        variant="secondary"
        className="px-3 py-1"
        aria-label={complianceTexts.historyButton(name)}
        onClick={() => handlers.onHistory(name)}
      >
        {complianceTexts.history}
      </Button>
      {can.actions ? (
        <Button
          variant="secondary"
          className="px-3 py-1"
          aria-label={complianceTexts.actionsButton(name)}
          onClick={() => handlers.onActions(name)}
        >
          {complianceTexts.actions}
        </Button>
      ) : null}
      {can.override ? (
        <Button
          variant="secondary"
          className="px-3 py-1"
          aria-label={complianceTexts.overrideButton(name)}
          onClick={() => handlers.onOverride(name, componentId)}
        >
          {complianceTexts.override}
        </Button>
      ) : null}
    </div>
  );
}
