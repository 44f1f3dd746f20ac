import { firstErrorText } from '@advocate/api-client';
import type { CampaignSummary } from '@advocate/api-client';
import { useSession } from '@advocate/auth-and-guards';
import { canEditCampaigns } from '@advocate/auth-and-guards/policies';
import { canAuditOrOverride } from '@advocate/metrics-math';
import { EmptyState, FormError, LoadingBar, PageTitle } from '@advocate/ui-kit';
import { useState } from 'react';
import { useCompliance } from './api/get-compliance.ts';
import { ComplianceFilters, type ComplianceFilterState } from './components/compliance-filters.tsx';
import { ComplianceHeader } from './components/compliance-header.tsx';
import { TrafficQualitySection } from '../traffic-quality/components/traffic-quality-section.tsx';
import type { RowPermissions } from './components/compliance-view-props.ts';
import { BroadcastersView, ComponentView } from './components/compliance-views.tsx';
import { complianceTexts, COMPONENT_TYPE_OPTIONS } from './compliance-texts.ts';
import { componentRows, filterBroadcasters } from './lib/compliance-view.ts';
import { useAuditTrigger } from './lib/use-audit-trigger.ts';
import { usePhoneLayout } from './lib/use-phone-layout.ts';
import { useRowModals } from './lib/use-row-modals.ts';
import { BroadcasterActionsModal } from './modals/broadcaster-actions-modal.tsx';
import { ComplianceHistoryModal } from './modals/compliance-history-modal.tsx';
import { OverrideComplianceModal } from './modals/override-compliance-modal.tsx';

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
  const audit = useAuditTrigger(campaign.slug);
  const modals = useRowModals(compliance.data?.broadcasters ?? []);
  const [filters, setFilters] = useState<ComplianceFilterState>({
    view: 'broadcasters',
    hideDetails: false,
    name: '',
    show: 'all',
    componentType: DEFAULT_TYPE,
    componentId: null,
  });

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
  const firstOfType = data.components.find((c) => c.type === filters.componentType)?.id ?? null;
  const componentId =
    filters.componentId !== null && data.components.some((c) => c.id === filters.componentId) ? filters.componentId : firstOfType;
  const broadcasterRows = filterBroadcasters(data, filters);
  const rows = componentRows(data, componentId, filters);
  const shownCount = filters.view === 'broadcasters' ? broadcasterRows.length : rows.length;

  return (
    <div className="space-y-5">
      {title}
      <ComplianceHeader
        data={data}
        view={filters.view}
        onView={(view) => setFilters((f) => ({ ...f, view }))}
        audit={editor && open ? { running: audit.auditing, onRun: audit.run } : null}
      />
      <FormError message={audit.error} />
      {data.broadcasters.length === 0 ? (
        <EmptyState message={complianceTexts.empty} />
      ) : (
        <>
          <ComplianceFilters
            state={{ ...filters, componentId }}
            onChange={(next) => setFilters((f) => ({ ...f, ...next }))}
            components={data.components}
          />
          {shownCount === 0 ? <EmptyState message={complianceTexts.noMatches} /> : null}
          {shownCount > 0 && filters.view === 'broadcasters' ? (
            <BroadcastersView
              phone={phone}
              rows={broadcasterRows}
              components={data.components}
              hideDetails={filters.hideDetails}
              can={can}
              handlers={modals.handlers}
            />
          ) : null}
          {shownCount > 0 && filters.view === 'components' && componentId !== null ? (
            <ComponentView phone={phone} componentId={componentId} rows={rows} can={can} handlers={modals.handlers} />
          ) : null}
        </>
      )}
      <TrafficQualitySection campaign={campaign} shares={false} />
      <ComplianceHistoryModal slug={campaign.slug} broadcaster={modals.broadcaster} />
      {can.actions ? <BroadcasterActionsModal slug={campaign.slug} broadcaster={modals.broadcaster} /> : null}
      {can.override ? <OverrideComplianceModal slug={campaign.slug} target={modals.overrideTarget} components={data.components} /> : null}
    </div>
  );
}
