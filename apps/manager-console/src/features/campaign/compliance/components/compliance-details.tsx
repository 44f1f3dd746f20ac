import type { BroadcasterCompliance, ComplianceComponent } from '@advocate/api-client';
import { complianceTexts } from '../compliance-texts.ts';
import { kindOf } from '../lib/compliance-view.ts';
import { ComplianceBadge } from './compliance-badge.tsx';

/**
 * A broadcaster's result per component and the chatbot's moderator status; 'Not audited yet' when
 * there is none of these (no audit has looked at them), rather than an empty cell.
 */
export function ComplianceDetails({
  broadcaster,
  components,
}: {
  broadcaster: BroadcasterCompliance;
  components: readonly ComplianceComponent[];
}) {
  const shown = components.filter((c) => broadcaster.compliance[String(c.id)]);
  if (shown.length === 0 && !broadcaster.mod_status) return <p className="text-xs text-gray-600">{complianceTexts.notAudited}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {shown.map((component) => {
        const entry = broadcaster.compliance[String(component.id)];
        return (
          <li key={component.id} className="flex flex-wrap items-center gap-1 text-xs text-gray-700">
            <span>{component.name}:</span>
            <ComplianceBadge kind={kindOf(entry)} label={entry.status} />
            {entry.overridden ? <span className="text-gray-500">({complianceTexts.overridden})</span> : null}
          </li>
        );
      })}
      {broadcaster.mod_status ? (
        <li className="text-xs text-gray-700">{complianceTexts.modStatus(broadcaster.mod_status.status)}</li>
      ) : null}
    </ul>
  );
}
