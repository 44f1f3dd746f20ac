import { complianceTexts } from '../compliance-texts.ts';
import { formatTime } from '../lib/compliance-view.ts';
import { ComplianceBadge } from './compliance-badge.tsx';
import { ComplianceDetails } from './compliance-details.tsx';
import type { BroadcastersViewProps, ComponentViewProps } from './compliance-view-props.ts';
import { RowButtons } from './row-buttons.tsx';

const card = 'rounded-lg border border-gray-200 bg-white p-4';

/** The Broadcasters view as cards, for phones: name and verdict, the per-component results, the buttons. */
export function BroadcasterCards({ rows, components, hideDetails, ...actions }: BroadcastersViewProps) {
  return (
    <ul className="space-y-3" aria-label={complianceTexts.broadcastersView}>
      {rows.map(({ broadcaster, verdict }) => (
        <li key={broadcaster.name} className={card} data-testid={`compliance-card-${broadcaster.name}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="break-all text-sm font-medium text-secondary">{broadcaster.name}</p>
            <ComplianceBadge kind={verdict === 'compliant' ? 'compliant' : 'noncompliant'} />
          </div>
          {hideDetails ? null : (
            <div className="mt-2">
              <ComplianceDetails broadcaster={broadcaster} components={components} />
            </div>
          )}
          <div className="mt-3">
            <RowButtons name={broadcaster.name} {...actions} align="start" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The Components view as cards, for phones: each broadcaster's result for the chosen component. */
export function ComponentCards({ componentId, rows, ...actions }: ComponentViewProps) {
  return (
    <ul className="space-y-3" aria-label={complianceTexts.componentsView}>
      {rows.map(({ broadcaster, entry, kind }) => (
        <li key={broadcaster.name} className={card} data-testid={`compliance-card-${broadcaster.name}`}>
          <p className="break-all text-sm font-medium text-secondary">{broadcaster.name}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <ComplianceBadge kind={kind} label={entry?.status} />
            {entry?.overridden ? <span className="text-xs text-gray-500">({complianceTexts.overridden})</span> : null}
            <span className="text-xs text-gray-600">{entry ? formatTime(entry.last_updated) : null}</span>
          </div>
          <div className="mt-3">
            <RowButtons name={broadcaster.name} {...actions} componentId={componentId} align="start" />
          </div>
        </li>
      ))}
    </ul>
  );
}
