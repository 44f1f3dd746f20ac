import { formatCents, formatDayMonthYear } from '@advocate/metrics-math';
import { formatExactCount } from '@advocate/ui-kit';
import type { PayoutMonthSummary } from '@advocate/api-client';
import { payoutsTexts as t } from '../payouts-texts.ts';

/** The chosen month's statement count, total and closing day. */
export function PayoutTiles({ month }: { month: PayoutMonthSummary }) {
  const tiles: Array<[string, string, string]> = [
    [t.statementsTile, formatExactCount(month.statements), 'payouts-statements'],
    [t.totalTile, formatCents(month.total_cents), 'payouts-total'],
    [t.closedTile, formatDayMonthYear(month.closed_at), 'payouts-closed'],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {tiles.map(([label, value, id]) => (
        <div key={id} className="rounded-lg bg-white p-4 shadow-sm last:col-span-2 sm:last:col-span-1">
          <dt className="text-xs font-medium uppercase tracking-wide text-gray-600">{label}</dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums text-secondary" data-testid={id}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
