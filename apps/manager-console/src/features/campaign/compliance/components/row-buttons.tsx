import { Button } from '@advocate/ui-kit';
import { complianceTexts } from '../compliance-texts.ts';

export interface RowPermissions {
  /** Broadcaster actions (canEditCampaigns, spec 01 §6). */
  actions: boolean;
  /** Override (canEditCampaigns and the campaign has not ended, spec 01 §4). */
  override: boolean;
}

export interface RowHandlers {
  onActions: (name: string) => void;
  onHistory: (name: string) => void;
  onOverride: (name: string, componentId?: number) => void;
}

/** The per-broadcaster modal buttons: History for every manager; Actions and Override for editors. */
export function RowButtons({ name, can, handlers, componentId, align = 'end' }: { name: string; can: RowPermissions; handlers: RowHandlers; componentId?: number; align?: 'start' | 'end' }) {
  return (
    <div className={`flex flex-wrap gap-2 ${align === 'end' ? 'justify-end' : 'justify-start'}`}>
      <Button variant="secondary" className="px-3 py-1" aria-label={complianceTexts.historyButton(name)} onClick={() => handlers.onHistory(name)}>
        {complianceTexts.history}
      </Button>
      {can.actions ? (
        <Button variant="secondary" className="px-3 py-1" aria-label={complianceTexts.actionsButton(name)} onClick={() => handlers.onActions(name)}>
          {complianceTexts.actions}
        </Button>
      ) : null}
      {can.override ? (
        <Button variant="secondary" className="px-3 py-1" aria-label={complianceTexts.overrideButton(name)} onClick={() => handlers.onOverride(name, componentId)}>
          {complianceTexts.override}
        </Button>
      ) : null}
    </div>
  );
}
