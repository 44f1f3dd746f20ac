import { formatCents } from '@advocate/metrics-math';
import type { ReactNode } from 'react';
import { stackedTable } from '../stacked-table.ts';
import type { PayoutStatementData } from './payout-statement-types.ts';
import { formatExactCount, payoutTexts as t } from './payout-texts.ts';

const cellPad = 'md:px-3 md:py-2';
const amountCell = `${stackedTable.cell} ${cellPad} md:text-right md:whitespace-nowrap tabular-nums`;

function Figures({ figures }: { figures: PayoutStatementData['figures'] }) {
  const items: Array<[string, number]> = [
    [t.viewableMinutes, figures.viewable_minutes],
    [t.countedClicks, figures.counted_clicks],
    [t.heldClicks, figures.held_clicks],
    [t.payableClicks, figures.payable_clicks],
    [t.verifiedConversions, figures.verified_conversions],
    [t.unverifiedConversions, figures.unverified_conversions],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-md bg-secondary-50 p-2">
          <dt className="text-xs text-gray-700">{label}</dt>
          <dd className="font-semibold tabular-nums text-secondary">{formatExactCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Lines({ statement, caption }: { statement: PayoutStatementData; caption: string }) {
  if (statement.lines.length === 0) return <p className="text-sm text-gray-700">{t.noLines}</p>;
  return (
    <table className={`${stackedTable.table} text-left text-sm text-secondary`}>
      <caption className="sr-only">{caption}</caption>
      <thead className={`${stackedTable.thead} border-b border-gray-200 text-xs uppercase text-gray-600`}>
        <tr>
          <th scope="col" className="px-3 py-2">
            {t.description}
          </th>
          {[t.quantity, t.rate, t.amount].map((column) => (
            <th key={column} scope="col" className="px-3 py-2 text-right">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={stackedTable.tbody}>
        {statement.lines.map((line, index) => (
          <tr key={`${line.kind}-${index}`} className={`${stackedTable.row} align-top`} data-kind={line.kind}>
            <td data-label={t.description} className={`${stackedTable.cell} ${cellPad}`}>
              <span className="md:text-left">
                {line.description}
                {line.reason ? <span className="block text-xs text-gray-700">{`${t.reason}: ${line.reason}`}</span> : null}
              </span>
            </td>
            <td data-label={t.quantity} className={amountCell}>
              {line.quantity === null ? '—' : formatExactCount(line.quantity)}
            </td>
            <td data-label={t.rate} className={amountCell}>
              {line.rate_cents === null ? '—' : t.rateOf(line.kind, line.rate_cents)}
            </td>
            <td data-label={t.amount} className={`${amountCell} font-medium`} data-testid="statement-line-amount">
              {formatCents(line.amount_cents)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface PayoutStatementViewProps {
  statement: PayoutStatementData;
  /** Names the lines table for screen readers ('Statement lines, October 2026'). */
  caption: string;
  /** Actions under the status (the studio's and the console's "Download PDF"). */
  actions?: ReactNode;
}

/**
 * One month's payout statement (issue 30 part 3): its status, figures, lines with each adjustment's
 * reason, earnings, adjustments and total, and the fee schedule it was worked out with. The amounts
 * are the server's integer cents as they are: nothing is added up here (decision 838).
 */
export function PayoutStatementView({ statement, caption, actions }: PayoutStatementViewProps) {
  const closed = statement.status === 'closed' && statement.closed_at !== null;
  const totals: Array<[string, number, string]> = [
    [t.earnings, statement.earnings_cents, 'statement-earnings'],
    [t.adjustments, statement.adjustments_cents, 'statement-adjustments'],
    [t.total, statement.total_cents, 'statement-total'],
  ];
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm font-medium text-secondary">
          <span aria-hidden="true" className={`mr-2 inline-block h-2 w-2 rounded-full ${closed ? 'bg-green-600' : 'bg-amber-500'}`} />
          {closed && statement.closed_at ? t.closed(statement.closed_at) : t.open(statement.closes_on)}
        </p>
        {actions}
      </div>
      {closed ? null : <p className="text-xs text-gray-700">{t.openNote}</p>}
      <div>
        <h3 className="mb-2 text-sm font-semibold text-secondary">{t.figures}</h3>
        <Figures figures={statement.figures} />
      </div>
      <div>
        <h3 className="mb-1 text-sm font-semibold text-secondary">{t.lines}</h3>
        <Lines statement={statement} caption={caption} />
        <dl className="mt-2 space-y-1 border-t border-gray-200 pt-2 text-sm">
          {totals.map(([label, cents, id]) => (
            <div key={id} className={`flex justify-between gap-3 md:px-3 ${id === 'statement-total' ? 'text-base font-semibold' : ''}`}>
              <dt className="text-secondary">{label}</dt>
              <dd className="tabular-nums text-secondary" data-testid={id}>
                {formatCents(cents)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <h3 className="mb-1 text-sm font-semibold text-secondary">{t.feeSchedule}</h3>
        <ul className="space-y-0.5 text-sm text-gray-700">
          <li>{t.perThousandMinutes(statement.fee_schedule.per_thousand_viewable_minutes_cents)}</li>
          <li>{t.perClick(statement.fee_schedule.per_click_cents)}</li>
          <li>{t.perConversion(statement.fee_schedule.per_verified_conversion_cents)}</li>
        </ul>
      </div>
    </div>
  );
}
