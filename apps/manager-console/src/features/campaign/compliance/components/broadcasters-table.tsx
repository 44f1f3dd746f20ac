import { complianceTexts } from '../compliance-texts.ts';
import { ComplianceBadge } from './compliance-badge.tsx';
import { ComplianceDetails } from './compliance-details.tsx';
import type { BroadcastersViewProps } from './compliance-view-props.ts';
import { RowButtons } from './row-buttons.tsx';

const th = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-gray-600';

/** The Broadcasters view: each broadcaster's overall verdict and, unless hidden, the result per component. */
export function BroadcastersTable({ rows, components, hideDetails, ...actions }: BroadcastersViewProps) {
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
            {hideDetails ? null : (
              <th scope="col" className={th}>
                {complianceTexts.componentsView}
              </th>
            )}
            <th scope="col" className={`${th} text-right`}>
              <span className="sr-only">{complianceTexts.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map(({ broadcaster, verdict }) => (
            <tr key={broadcaster.name} data-testid={`compliance-row-${broadcaster.name}`}>
              <td className="px-4 py-3 text-sm font-medium text-secondary">{broadcaster.name}</td>
              <td className="px-4 py-3">
                <ComplianceBadge kind={verdict === 'compliant' ? 'compliant' : 'noncompliant'} />
              </td>
              {hideDetails ? null : (
                <td className="px-4 py-3">
                  <ComplianceDetails broadcaster={broadcaster} components={components} />
                </td>
              )}
              <td className="px-4 py-3">
                <RowButtons name={broadcaster.name} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
