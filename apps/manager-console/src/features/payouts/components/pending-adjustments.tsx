import { formatCents } from '@advocate/metrics-math';
import { Button, ConfirmModal, stackedTable, useModalManager, useToast } from '@advocate/ui-kit';
import { useState } from 'react';
import { useDeletePayoutAdjustment } from '../api/delete-payout-adjustment.ts';
import type { PayoutAdjustment } from '@advocate/api-client';
import { payoutsTexts as t } from '../payouts-texts.ts';

export const DELETE_ADJUSTMENT_MODAL = 'payout-adjustment-delete';

const pad = 'md:px-3 md:py-2';
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The pending adjustments, each with Delete after a confirmation. */
export function PendingAdjustments({ adjustments }: { adjustments: readonly PayoutAdjustment[] }) {
  const { openModal } = useModalManager();
  const { showToast } = useToast();
  const remove = useDeletePayoutAdjustment().trigger;
  const [chosen, setChosen] = useState<PayoutAdjustment | null>(null);
  const amountOf = (a: PayoutAdjustment) => formatCents(a.amount_cents);
  return (
    <>
      <table className={`${stackedTable.table} text-left text-sm text-secondary`}>
        <caption className="sr-only">{t.pendingTitle}</caption>
        <thead className={`${stackedTable.thead} border-b border-gray-200 text-xs uppercase text-gray-600`}>
          <tr>
            {[t.username, t.amount, t.reason, t.addedBy, t.addedAt].map((column) => (
              <th key={column} scope="col" className={`px-3 py-2 ${column === t.amount ? 'text-right' : ''}`}>
                {column}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{t.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className={stackedTable.tbody}>
          {adjustments.map((a) => (
            <tr key={a.id} className={`${stackedTable.row} align-top`}>
              <td data-label={t.username} className={`${stackedTable.cell} ${pad} break-all font-medium`}>
                {a.broadcaster.username}
              </td>
              <td data-label={t.amount} className={`${stackedTable.cell} ${pad} tabular-nums md:text-right md:whitespace-nowrap`}>
                {amountOf(a)}
              </td>
              <td data-label={t.reason} className={`${stackedTable.cell} ${pad}`}>
                {a.reason}
              </td>
              <td data-label={t.addedBy} className={`${stackedTable.cell} ${pad} break-all`}>
                {a.created_by.email}
              </td>
              <td data-label={t.addedAt} className={`${stackedTable.cell} ${pad} md:whitespace-nowrap`}>
                <time dateTime={a.created_at}>{when(a.created_at)}</time>
              </td>
              <td className={`${stackedTable.cell} ${pad} justify-end md:text-right`}>
                <Button
                  variant="secondary"
                  aria-label={t.deleteAdjustment(a.broadcaster.username, amountOf(a))}
                  onClick={() => {
                    setChosen(a);
                    openModal(DELETE_ADJUSTMENT_MODAL);
                  }}
                >
                  {t.delete}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmModal
        name={DELETE_ADJUSTMENT_MODAL}
        title={t.deleteTitle}
        message={chosen ? t.deleteMessage(chosen.broadcaster.username, amountOf(chosen)) : ''}
        confirmLabel={t.delete}
        failure={t.deleteFailed}
        onConfirm={() => (chosen ? remove(chosen.id) : Promise.resolve())}
        onConfirmed={() => showToast(t.deleted)}
      />
    </>
  );
}
