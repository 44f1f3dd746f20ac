import { complianceTexts } from '../compliance-texts.ts';
import { formatTime } from '../lib/compliance-view.ts';
import { ComplianceBadge } from './compliance-badge.tsx';
import type { ComponentViewProps } from './compliance-view-props.ts';
import { RowButtons } from './row-buttons.tsx';

const th = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-gray-600';

/** The Components view: every broadcaster's result for the chosen component. */
export function ComponentTable({ componentId, rows, ...actions }: ComponentViewProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="min-w-full divide-y divide-gray-200">
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={th}>
              {complianceTexts.broadcasterFilter}
            </th>
            <th scope="col" className={th}>
              {complianceTexts.status}
            </th>
            <th scope="col" className={th}>
              {complianceTexts.time}
            </th>
            <th scope="col" className={`${th} text-right`}>
              <span className="sr-only">{complianceTexts.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map(({ broadcaster, entry, kind }) => (
            <tr key={broadcaster.name} data-testid={`compliance-row-${broadcaster.name}`}>
              <td className="px-4 py-3 text-sm font-medium text-secondary">{broadcaster.name}</td>
              <td className="px-4 py-3 text-sm">
                <ComplianceBadge kind={kind} label={entry?.status} />
                {entry?.overridden ? <span className="ml-2 text-xs text-gray-500">({complianceTexts.overridden})</span> : null}
              </td>
              <td className="px-4 py-3 text-sm text-gray-700">{entry ? formatTime(entry.last_updated) : '—'}</td>
              <td className="px-4 py-3">
                <RowButtons name={broadcaster.name} {...actions} componentId={componentId} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
