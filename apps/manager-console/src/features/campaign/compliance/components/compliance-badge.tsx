import type { ComponentComplianceKind } from '@advocate/metrics-math';
import { KIND_STYLE } from '../lib/compliance-view.ts';

/** A result as a coloured badge with its legend label. */
export function ComplianceBadge({ kind, label }: { kind: ComponentComplianceKind; label?: string }) {
  const style = KIND_STYLE[kind];
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${style.badge}`}>
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${style.dot}`} />
      {label ?? style.label}
    </span>
  );
}
