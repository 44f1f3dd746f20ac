import { firstErrorText } from '@advocate/api-client';
import { monthKey, monthName } from '@advocate/metrics-math';
import { FormError, LoadingBar, PayoutStatementView } from '@advocate/ui-kit';
import { lazy, Suspense, useId, useState } from 'react';
import { usePayoutStatement } from '../api/get-payout-statement.ts';
import { usePayoutStatements } from '../api/get-payout-statements.ts';
import type { PayoutStatementSummary } from '@advocate/api-client';
import { profileTexts } from '../lib/profile-texts.ts';
import { StatementPdfButton } from './statement-pdf-button.tsx';

const t = profileTexts.payments;
const PayoutTotalsChart = lazy(() => import('./payout-totals-chart.tsx'));

/** How many months the totals chart shows. */
const CHART_MONTHS = 12;

const keyOf = (m: PayoutStatementSummary) => monthKey(m.year, m.month);

function Statement({ month }: { month: PayoutStatementSummary }) {
  const { data, error } = usePayoutStatement(month);
  if (error) return <FormError message={firstErrorText(error)} />;
  if (!data) return <LoadingBar label={t.loading} />;
  return (
    <>
      {data.figures.held_clicks > 0 ? <p className="text-sm text-gray-700">{t.heldClicks(data.figures.held_clicks)}</p> : null}
      <PayoutStatementView
        statement={data}
        caption={t.statementCaption(monthName(data.year, data.month))}
        actions={data.status === 'closed' ? <StatementPdfButton year={data.year} month={data.month} /> : null}
      />
    </>
  );
}

/**
 * Payments (spec 02 §2, §3; issue 30 part 3; decision 838): a month picker over the broadcaster's
 * statements (open months first, then closed ones newest first), the chosen month's statement with
 * "Download PDF" once closed, and the totals of the last months.
 */
export function PaymentsBlock() {
  const id = useId();
  const { data, error } = usePayoutStatements();
  const [chosen, setChosen] = useState<string | null>(null);
  const months = data?.results ?? [];
  const selected = months.find((m) => keyOf(m) === chosen) ?? months[0] ?? null;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4 rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-secondary">
          {t.heading}
        </h2>
        {months.length > 0 && selected ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-month`} className="text-sm font-medium text-secondary">
              {t.month}
            </label>
            <select
              id={`${id}-month`}
              className="rounded-md border border-gray-300 px-3 py-2 text-sm"
              value={keyOf(selected)}
              onChange={(event) => setChosen(event.target.value)}
            >
              {months.map((m) => (
                <option key={keyOf(m)} value={keyOf(m)}>
                  {t.monthOption(monthName(m.year, m.month), m.status === 'open')}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {error ? (
        <FormError message={firstErrorText(error)} />
      ) : !data ? (
        <LoadingBar label={t.loading} />
      ) : !selected ? (
        <p className="text-sm text-gray-700">{t.none}</p>
      ) : (
        <>
          <Statement key={keyOf(selected)} month={selected} />
          <div>
            <h3 className="mb-1 text-sm font-semibold text-secondary">{t.chartTitle}</h3>
            <Suspense fallback={null}>
              <PayoutTotalsChart months={months.slice(0, CHART_MONTHS)} />
            </Suspense>
          </div>
        </>
      )}
    </section>
  );
}
