import { firstErrorText } from '@advocate/api-client';
import type { CampaignSummary } from '@advocate/api-client';
import { useSession } from '@advocate/auth-and-guards';
import { canEditCampaigns } from '@advocate/auth-and-guards/policies';
import { canAuditOrOverride } from '@advocate/metrics-math';
import { Button, EmptyState, FormError, LoadingBar, PageTitle, useModalManager, useToast } from '@advocate/ui-kit';
import { useState } from 'react';
import { useCompliance, useComplianceActions } from './api/use-compliance.ts';
import { BroadcastersTable } from './components/broadcasters-table.tsx';
import { BroadcasterCards, ComponentCards } from './components/compliance-cards.tsx';
import { ComplianceFilters, type ComplianceFilterState } from './components/compliance-filters.tsx';
import { ComplianceLegend } from './components/compliance-legend.tsx';
import { ComponentTable } from './components/component-table.tsx';
import type { RowHandlers, RowPermissions } from './components/row-buttons.tsx';
import { ViewToggle } from './components/view-toggle.tsx';
import { complianceTexts, COMPONENT_TYPE_OPTIONS } from './compliance-texts.ts';
import { componentRows, filterBroadcasters, formatTime, summaryOf } from './lib/compliance-view.ts';
import { usePhoneLayout } from './lib/use-phone-layout.ts';
import { ACTIONS_MODAL, BroadcasterActionsModal } from './modals/broadcaster-actions-modal.tsx';
import { ComplianceHistoryModal, HISTORY_MODAL } from './modals/compliance-history-modal.tsx';
import { OVERRIDE_MODAL, OverrideComplianceModal, type OverrideTarget } from './modals/override-compliance-modal.tsx';

const DEFAULT_TYPE = COMPONENT_TYPE_OPTIONS[0].slug;

/**
 * /campaigns/{slug}/compliance, labelled Fulfillment (spec 01 §2 Campaign compliance page): the
 * verdicts per broadcaster or per component, with the audits and overrides editors may run while
 * the campaign has not ended (spec 01 §4, §6). Read-only managers only read.
 */
export function CompliancePage({ campaign }: { campaign: CampaignSummary }) {
  const { user } = useSession();
  const compliance = useCompliance(campaign.slug);
  const phone = usePhoneLayout();
  const { triggerAudit } = useComplianceActions(campaign.slug);
  const { openModal } = useModalManager();
  const { showToast } = useToast();
  const [filters, setFilters] = useState<ComplianceFilterState>({
    view: 'broadcasters', hideDetails: false, name: '', show: 'all', componentType: DEFAULT_TYPE, componentId: null,
  });
  const [auditError, setAuditError] = useState<string | null>(null);
  const [auditing, setAuditing] = useState(false);
  const [modalBroadcaster, setModalBroadcaster] = useState<string | null>(null);
  const [overrideTarget, setOverrideTarget] = useState<OverrideTarget | null>(null);

  const title = <PageTitle page={complianceTexts.page} documentTitle={`Fulfillment · ${campaign.name}`} />;
  if (!compliance.data) {
    return (
      <div className="space-y-4">
        {title}
        {compliance.error ? <FormError message={firstErrorText(compliance.error)} /> : <LoadingBar label={complianceTexts.loading} />}
      </div>
    );
  }
  const data = compliance.data;
  const editor = user !== null && canEditCampaigns(user);
  const open = !data.ended && canAuditOrOverride(campaign, new Date());
  const can: RowPermissions = { actions: editor, override: editor && open };
  const summary = summaryOf(data);
  const firstOfType = data.components.find((c) => c.type === filters.componentType)?.id ?? null;
  const componentId = filters.componentId !== null && data.components.some((c) => c.id === filters.componentId) ? filters.componentId : firstOfType;

  const handlers: RowHandlers = {
    onHistory: (name) => { setModalBroadcaster(name); openModal(HISTORY_MODAL); },
    onActions: (name) => { setModalBroadcaster(name); openModal(ACTIONS_MODAL); },
    onOverride: (name, component) => {
      const broadcaster = data.broadcasters.find((b) => b.name === name);
      if (!broadcaster) return;
      setOverrideTarget({ broadcaster, componentId: component });
      openModal(OVERRIDE_MODAL);
    },
  };
  const runAudit = async () => {
    setAuditing(true);
    setAuditError(null);
    try {
      await triggerAudit();
      showToast(complianceTexts.auditTriggered);
    } catch (error) {
      setAuditError(firstErrorText(error));
    } finally {
      setAuditing(false);
    }
  };

  const broadcasterRows = filterBroadcasters(data, filters);
  const rows = componentRows(data, componentId, filters);
  const shownCount = filters.view === 'broadcasters' ? broadcasterRows.length : rows.length;

  return (
    <div className="space-y-5">
      {title}
      <section className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-gray-200 bg-white p-4">
        <div className="flex flex-wrap items-center gap-4">
          <ViewToggle view={filters.view} onChange={(view) => setFilters((f) => ({ ...f, view }))} />
          <ComplianceLegend />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <p className="text-lg font-semibold text-secondary" data-testid="compliance-summary">
            {data.ended ? complianceTexts.final : complianceTexts.summary(summary.compliant, summary.total)}
          </p>
          {editor && open ? (
            <Button onClick={() => void runAudit()} disabled={auditing}>{complianceTexts.triggerAudit}</Button>
          ) : null}
        </div>
      </section>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-gray-600">
        <p data-testid="compliance-last-audit">
          {data.last_audit ? complianceTexts.lastAudit(formatTime(data.last_audit)) : data.ended ? complianceTexts.neverAuditedEnded : complianceTexts.neverAudited}
          {data.ended ? null : ` · ${data.audit_pending ? complianceTexts.auditPending : complianceTexts.auditSchedule}`}
        </p>
        {/* An ended campaign never audited has no final tally to show (decision 651). */}
        {data.ended && data.last_audit ? <p>{complianceTexts.summary(summary.compliant, summary.total)}</p> : null}
      </div>
      <FormError message={auditError} />
      {data.broadcasters.length === 0 ? (
        <EmptyState message={complianceTexts.empty} />
      ) : (
        <>
          <ComplianceFilters state={{ ...filters, componentId }} onChange={(next) => setFilters((f) => ({ ...f, ...next }))} components={data.components} />
          {shownCount === 0 ? <EmptyState message={complianceTexts.noMatches} /> : null}
          {shownCount > 0 && filters.view === 'broadcasters' ? (
            phone ? (
              <BroadcasterCards rows={broadcasterRows} components={data.components} hideDetails={filters.hideDetails} can={can} handlers={handlers} />
            ) : (
              <BroadcastersTable rows={broadcasterRows} components={data.components} hideDetails={filters.hideDetails} can={can} handlers={handlers} />
            )
          ) : null}
          {shownCount > 0 && filters.view === 'components' && componentId !== null ? (
            phone ? (
              <ComponentCards componentId={componentId} rows={rows} can={can} handlers={handlers} />
            ) : (
              <ComponentTable componentId={componentId} rows={rows} can={can} handlers={handlers} />
            )
          ) : null}
        </>
      )}
      <ComplianceHistoryModal slug={campaign.slug} broadcaster={modalBroadcaster} />
      {can.actions ? <BroadcasterActionsModal slug={campaign.slug} broadcaster={modalBroadcaster} /> : null}
      {can.override ? <OverrideComplianceModal slug={campaign.slug} target={overrideTarget} components={data.components} /> : null}
    </div>
  );
}
