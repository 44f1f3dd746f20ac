import { buttonClasses } from '@advocate/ui-kit';
import type { ReportState } from '../lib/report-rows.ts';
import { reportsTexts } from '../reports-texts.ts';

/** The report column: a download link when ready, 'failed to generate', or the generation's progress. */
export function ReportStatus({ state, name }: { state: ReportState; name: string }) {
  if (state.kind === 'ready') {
    return (
      <a href={state.href} download className={buttonClasses('secondary')} aria-label={reportsTexts.downloadOf(name)}>
        {reportsTexts.download}
      </a>
    );
  }
  if (state.kind === 'failed') return <span className="text-sm font-medium text-red-700">{reportsTexts.failed}</span>;
  if (state.kind === 'unavailable') return <span className="text-sm text-gray-600">{reportsTexts.unavailable}</span>;
  return (
    <div className="w-40">
      <p className="mb-1 text-xs font-medium text-secondary">{reportsTexts.generatingProgress(state.percent)}</p>
      <div
        role="progressbar"
        aria-label={`${reportsTexts.generating} ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={state.percent}
        className="h-1.5 w-full overflow-hidden rounded-full bg-primary-100"
      >
        <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${Math.max(state.percent, 4)}%` }} />
      </div>
    </div>
  );
}
