import { formatCents } from '@advocate/metrics-math';
import { formatExactCount, stackedTable } from '@advocate/ui-kit';
import { Link } from 'react-router-dom';
import type { PayoutMonth, PayoutMonthStatement } from '@advocate/api-client';
import { payoutsTexts as t } from '../payouts-texts.ts';

const pad = 'md:px-3 md:py-2';
const number = `${stackedTable.cell} ${pad} tabular-nums md:text-right md:whitespace-nowrap`;
const COLUMNS = [t.minutes, t.clicks, t.conversions, t.earnings, t.adjustments, t.total];

/** A row's figures in column order, as shown. */
const figures = (
  row: Pick<
    PayoutMonthStatement,
    'viewable_minutes' | 'payable_clicks' | 'verified_conversions' | 'earnings_cents' | 'adjustments_cents' | 'total_cents'
  >,
) => [
  formatExactCount(row.viewable_minutes),
  formatExactCount(row.payable_clicks),
  formatExactCount(row.verified_conversions),
  formatCents(row.earnings_cents),
  formatCents(row.adjustments_cents),
  formatCents(row.total_cents),
];

const sum = (rows: readonly PayoutMonthStatement[], pick: (row: PayoutMonthStatement) => number) =>
  rows.reduce((acc, row) => acc + pick(row), 0);

/**
 * The month's statements, one row per broadcaster, each opening that broadcaster's statement, then
 * the total row. Its Total is the month's total as the server closed it; the other columns add up
 * the rows' integers. If the rows ever add up to another total, the page says so (decision 837).
 */
export function PayoutStatementsTable({
  month,
  caption,
  hrefOf,
}: {
  month: PayoutMonth;
  caption: string;
  hrefOf: (username: string) => string;
}) {
  const rows = month.statements;
  const rowsTotal = sum(rows, (r) => r.total_cents);
  const totals = figures({
    viewable_minutes: sum(rows, (r) => r.viewable_minutes),
    payable_clicks: sum(rows, (r) => r.payable_clicks),
    verified_conversions: sum(rows, (r) => r.verified_conversions),
    earnings_cents: sum(rows, (r) => r.earnings_cents),
    adjustments_cents: sum(rows, (r) => r.adjustments_cents),
    total_cents: month.total_cents,
  });
  return (
    <>
      {rowsTotal !== month.total_cents ? (
        <p role="alert" className="mb-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {t.mismatch(formatCents(rowsTotal), formatCents(month.total_cents))}
        </p>
      ) : null}
      <table className={`${stackedTable.table} text-left text-sm text-secondary`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={`${stackedTable.thead} border-b border-gray-200 text-xs uppercase text-gray-600`}>
          <tr>
            <th scope="col" className="px-3 py-2">
              {t.username}
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-right">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={stackedTable.tbody}>
          {rows.map((row) => (
            <tr key={row.broadcaster.id} className={stackedTable.row}>
              <th scope="row" data-label={t.username} className={`${stackedTable.cell} ${pad} font-medium`}>
                <Link
                  to={hrefOf(row.broadcaster.username)}
                  aria-label={t.openStatement(row.broadcaster.username)}
                  className="break-all text-primary-700 underline hover:text-primary-800"
                >
                  {row.broadcaster.username}
                </Link>
              </th>
              {figures(row).map((value, index) => (
                <td key={COLUMNS[index]} data-label={COLUMNS[index]} className={number}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="block border-t-2 border-gray-300 font-semibold md:table-footer-group">
          <tr className={stackedTable.row}>
            <th scope="row" className={`${stackedTable.cell} ${pad} before:content-none`}>
              {t.totalRow}
            </th>
            {totals.map((value, index) => (
              <td key={COLUMNS[index]} data-label={COLUMNS[index]} className={number}>
                {value}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </>
  );
}
