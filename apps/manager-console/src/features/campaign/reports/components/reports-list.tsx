import { Button, stackedTable } from '@advocate/ui-kit';
import type { ListedReport } from '../lib/report-rows.ts';
import { rangeText, reportState, typeLabel } from '../lib/report-rows.ts';
import { formatWhen } from '../lib/report-times.ts';
import { reportsTexts } from '../reports-texts.ts';
import { ReportStatus } from './report-status.tsx';

const th = 'px-4 py-2 text-left text-xs font-semibold uppercase tracking-wide text-gray-600';
const td = `${stackedTable.cell} px-4 align-middle text-sm text-secondary md:py-3`;

/**
 * The generated reports (spec 01 §2 Reports tab): name, type, range, created, and the file or its
 * state; a table from the md breakpoint, one card per report on phones.
 */
export function ReportsList({ reports, onDelete }: { reports: readonly ListedReport[]; onDelete?: (report: ListedReport) => void }) {
  // Delete shows only where the API allows it: the report's maker and campaign editors (decision 675).
  const deletable = onDelete && reports.some((r) => r.can_delete) ? onDelete : undefined;
  return (
    <div className="rounded-lg border border-gray-200 bg-white md:overflow-x-auto">
      <table className={`${stackedTable.table} md:min-w-full md:divide-y md:divide-gray-200`} aria-label={reportsTexts.listLabel}>
        <thead className={`${stackedTable.thead} bg-gray-50`}>
          <tr>
            <th scope="col" className={th}>
              {reportsTexts.name}
            </th>
            <th scope="col" className={th}>
              {reportsTexts.type}
            </th>
            <th scope="col" className={th}>
              {reportsTexts.range}
            </th>
            <th scope="col" className={th}>
              {reportsTexts.created}
            </th>
            <th scope="col" className={th}>
              {reportsTexts.status}
            </th>
            {deletable ? (
              <th scope="col" className={th}>
                <span className="sr-only">{reportsTexts.actions}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className={`${stackedTable.tbody} md:divide-y md:divide-gray-100`}>
          {reports.map((report) => (
            <tr key={report.id} data-testid={`report-row-${report.id}`} className={stackedTable.row}>
              <td data-label={reportsTexts.name} className={`${td} font-medium`}>
                {report.name}
              </td>
              <td data-label={reportsTexts.type} className={td}>
                {typeLabel(report.type)}
              </td>
              <td data-label={reportsTexts.range} className={td}>
                {rangeText(report)}
              </td>
              <td data-label={reportsTexts.created} className={td}>
                {formatWhen(report.created)}
              </td>
              <td data-label={reportsTexts.status} className={td}>
                <ReportStatus state={reportState(report)} name={report.name} />
              </td>
              {deletable ? (
                <td className={`${td} justify-end text-right`}>
                  {report.can_delete ? (
                    <Button variant="ghost" aria-label={reportsTexts.deleteOf(report.name)} onClick={() => deletable(report)}>
                      {reportsTexts.delete}
                    </Button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
