import type { CampaignCompliance } from '@advocate/api-client';
import { Button } from '@advocate/ui-kit';
import { complianceTexts } from '../compliance-texts.ts';
import { formatTime, summaryOf } from '../lib/compliance-view.ts';
import type { ComplianceView } from './compliance-filters.tsx';
import { ComplianceLegend } from './compliance-legend.tsx';
import { ViewToggle } from './view-toggle.tsx';

export interface ComplianceHeaderProps {
  data: CampaignCompliance;
  view: ComplianceView;
  onView: (view: ComplianceView) => void;
  /** Editors while audits may run: Trigger Audit and whether one is running. */
  audit: { running: boolean; onRun: () => void } | null;
}

/** The view toggle, legend, tally and Trigger Audit, then the last audit line (spec 01 §2, §4). */
export function ComplianceHeader({ data, view, onView, audit }: ComplianceHeaderProps) {
  const summary = summaryOf(data);
  return (
    <>
      <section className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-gray-200 bg-white p-4">
        <div className="flex flex-wrap items-center gap-4">
          <ViewToggle view={view} onChange={onView} />
          <ComplianceLegend />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <p className="text-lg font-semibold text-secondary" data-testid="compliance-summary">
            {data.ended ? complianceTexts.final : complianceTexts.summary(summary.compliant, summary.total)}
          </p>
          {audit ? (
            <Button onClick={audit.onRun} disabled={audit.running}>
              {complianceTexts.triggerAudit}
            </Button>
          ) : null}
        </div>
      </section>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-gray-600">
        <p data-testid="compliance-last-audit">
          {data.last_audit
            ? complianceTexts.lastAudit(formatTime(data.last_audit))
            : data.ended
              ? complianceTexts.neverAuditedEnded
              : complianceTexts.neverAudited}
          {data.ended ? null : ` · ${data.audit_pending ? complianceTexts.auditPending : complianceTexts.auditSchedule}`}
        </p>
        {/* An ended campaign never audited has no final tally to show (decision 651). */}
        {data.ended && data.last_audit ? <p>{complianceTexts.summary(summary.compliant, summary.total)}</p> : null}
      </div>
    </>
  );
}
