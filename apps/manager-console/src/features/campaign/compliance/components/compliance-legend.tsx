import { complianceTexts } from '../compliance-texts.ts';
import { KIND_STYLE } from '../lib/compliance-view.ts';

/** The legend: Compliant, Incorrect Image, Non-Compliant (spec 01 §2). */
export function ComplianceLegend() {
  const kinds = ['compliant', 'incorrect-image', 'noncompliant'] as const;
  return (
    <ul aria-label={complianceTexts.legendLabel} className="flex flex-wrap items-center gap-4 text-sm text-secondary">
      {kinds.map((kind) => (
        <li key={kind} className="flex items-center gap-2">
          <span aria-hidden="true" className={`h-3 w-3 rounded-full ${KIND_STYLE[kind].dot}`} />
          {KIND_STYLE[kind].label}
        </li>
      ))}
    </ul>
  );
}
