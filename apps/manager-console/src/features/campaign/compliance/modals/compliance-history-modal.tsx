import { firstErrorText } from '@advocate/api-client';
import { componentComplianceKind } from '@advocate/metrics-math';
import { FormError, LoadingBar, Modal } from '@advocate/ui-kit';
import { useComplianceHistory } from '../api/get-compliance-history.ts';
import { ComplianceBadge } from '../components/compliance-badge.tsx';
import { complianceTexts } from '../compliance-texts.ts';
import { formatTime } from '../lib/compliance-view.ts';

export const HISTORY_MODAL = 'compliance-history';

function HistoryList({ slug, broadcaster }: { slug: string; broadcaster: string }) {
  const history = useComplianceHistory(slug, broadcaster);
  if (history.error) return <FormError message={firstErrorText(history.error)} />;
  if (!history.data) return <LoadingBar label={complianceTexts.loadingHistory} />;
  if (history.data.length === 0) return <p className="text-sm text-gray-600">{complianceTexts.noHistory}</p>;
  return (
    <ol className="divide-y divide-gray-100" aria-label={complianceTexts.history}>
      {history.data.map((entry, index) => (
        <li key={`${entry.time}-${entry.component_id}-${index}`} className="flex flex-col gap-1 py-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium text-secondary">{entry.component_name}</span>
            <ComplianceBadge kind={componentComplianceKind(entry)} label={entry.status} />
          </div>
          <div className="flex flex-wrap justify-between gap-2 text-xs text-gray-600">
            <span>{formatTime(entry.time)}</span>
            <span>{entry.source === 'override' ? complianceTexts.byOverride(entry.actor) : complianceTexts.byAudit}</span>
          </div>
          {entry.verbiage ? <p className="text-xs italic text-gray-700">{entry.verbiage}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** One broadcaster's compliance history: audits and overrides (who and when), newest first. */
export function ComplianceHistoryModal({ slug, broadcaster }: { slug: string; broadcaster: string | null }) {
  return (
    <Modal name={HISTORY_MODAL} title={broadcaster ? complianceTexts.historyTitle(broadcaster) : undefined} widthClass="max-w-xl">
      {broadcaster ? <HistoryList slug={slug} broadcaster={broadcaster} /> : null}
    </Modal>
  );
}
