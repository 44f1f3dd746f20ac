import { firstErrorText } from '@advocate/api-client';
import { Button, ConfirmModal, EmptyState, FormError, LoadingBar, useModalManager, useToast } from '@advocate/ui-kit';
import { useId, useState } from 'react';
import { useCurrentCampaign } from '../use-current-campaign.ts';
import { useCampaignStatuses } from '../metrics/api/get-campaign-statuses.ts';
import { useCreateReport } from './api/create-report.ts';
import { useDeleteReport } from './api/delete-report.ts';
import { useReports } from './api/get-reports.ts';
import { ReportForm } from './components/report-form.tsx';
import { ReportsList } from './components/reports-list.tsx';
import { newestFirst } from './lib/report-rows.ts';
import type { ListedReport } from './lib/report-rows.ts';
import { DELETE_REPORT_MODAL, reportsTexts } from './reports-texts.ts';

/** Statuses whose broadcasters never joined the campaign, so a report has nothing of theirs. */
const NEVER_JOINED = new Set(['Invited', 'Declined']);

/**
 * The metrics page's Reports sub-tab (spec 01 §2): the generated reports, newest first, with their
 * progress while generating, and the 'Generate New Report' form (decision 600).
 */
export function ReportsTab() {
  const campaign = useCurrentCampaign();
  const headingId = useId();
  const reports = useReports(campaign.slug);
  const statuses = useCampaignStatuses(campaign.slug);
  const { trigger: create } = useCreateReport(campaign.slug);
  const { trigger: remove } = useDeleteReport(campaign.slug);
  const { openModal } = useModalManager();
  const { showToast } = useToast();
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<ListedReport | null>(null);
  const usernames = (statuses.data ?? [])
    .filter((s) => !NEVER_JOINED.has(s.status))
    .map((s) => s.username)
    .sort((a, b) => a.localeCompare(b));

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-secondary">
            {reportsTexts.title}
          </h2>
          <p className="text-sm text-gray-600">{reportsTexts.slow}</p>
        </div>
        {formOpen ? null : <Button onClick={() => setFormOpen(true)}>{reportsTexts.generateNew}</Button>}
      </div>
      {formOpen ? (
        <section aria-label={reportsTexts.generateNew} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
          <h3 className="mb-3 text-base font-semibold text-secondary">{reportsTexts.generateNew}</h3>
          <ReportForm
            campaign={campaign}
            broadcasters={usernames}
            create={create}
            onCancel={() => setFormOpen(false)}
            onCreated={() => {
              setFormOpen(false);
              showToast(reportsTexts.requested);
            }}
          />
        </section>
      ) : null}
      {reports.data ? (
        reports.data.length === 0 ? (
          <EmptyState message={reportsTexts.empty} />
        ) : (
          <ReportsList
            reports={newestFirst(reports.data)}
            onDelete={(report) => {
              setDeleting(report);
              openModal(DELETE_REPORT_MODAL);
            }}
          />
        )
      ) : reports.error ? (
        <FormError message={firstErrorText(reports.error)} />
      ) : (
        <LoadingBar label={reportsTexts.loading} />
      )}
      <ConfirmModal
        name={DELETE_REPORT_MODAL}
        title={reportsTexts.deleteTitle}
        message={deleting ? reportsTexts.deleteQuestion(deleting.name) : ''}
        confirmLabel={reportsTexts.delete}
        failure={reportsTexts.deleteFailed}
        onConfirm={() => (deleting ? remove(deleting.id) : Promise.resolve())}
        onConfirmed={() => showToast(reportsTexts.deleted)}
      />
    </section>
  );
}
