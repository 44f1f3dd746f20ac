import { firstErrorText } from '@advocate/api-client';
import { monthKey, monthName, parseMonthKey } from '@advocate/metrics-math';
import { EmptyState, FormError, LoadingBar, PageTitle } from '@advocate/ui-kit';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePayoutMonth } from './api/get-payout-month.ts';
import { usePayoutMonths } from './api/get-payout-months.ts';
import type { PayoutMonthSummary } from '@advocate/api-client';
import { AdjustmentsSection } from './components/adjustments-section.tsx';
import { BroadcasterStatementSection } from './components/broadcaster-statement-section.tsx';
import { PayoutDownloads } from './components/payout-downloads.tsx';
import { PayoutMonthPicker } from './components/payout-month-picker.tsx';
import { PayoutStatementsTable } from './components/payout-statements-table.tsx';
import { PayoutTiles } from './components/payout-tiles.tsx';
import { payoutsTexts as t } from './payouts-texts.ts';

const PayoutMonthsChart = lazy(() => import('./components/payout-months-chart.tsx'));

/** How many closed months the chart shows. */
const CHART_MONTHS = 12;

const keyOf = (m: PayoutMonthSummary) => monthKey(m.year, m.month);

function MonthStatements({ summary, broadcaster }: { summary: PayoutMonthSummary; broadcaster: string | null }) {
  const [, setParams] = useSearchParams();
  const { data, error } = usePayoutMonth(summary);
  const name = monthName(summary.year, summary.month);
  const hrefOf = (username: string) => `?${new URLSearchParams({ month: keyOf(summary), broadcaster: username })}`;
  return (
    <>
      <section aria-label={t.statementsOf(name)} className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
        <h2 className="mb-3 text-lg font-semibold text-secondary">{t.statementsOf(name)}</h2>
        {error ? (
          <FormError message={firstErrorText(error)} />
        ) : !data ? (
          <LoadingBar label={t.loading} />
        ) : data.statements.length === 0 ? (
          <EmptyState message={t.noStatements} />
        ) : (
          <PayoutStatementsTable month={data} caption={t.statementsOf(name)} hrefOf={hrefOf} />
        )}
      </section>
      {broadcaster ? (
        <BroadcasterStatementSection
          which={{ year: summary.year, month: summary.month, username: broadcaster }}
          onClose={() => setParams({ month: keyOf(summary) })}
        />
      ) : null}
    </>
  );
}

/**
 * /payouts (admins; issue 30 part 3; decision 839): a closed month's statements of every
 * broadcaster with its tiles, the monthly totals, the finance files, each broadcaster's statement,
 * and the pending adjustments with the form that adds one. The month and the open statement are
 * in the address (?month=2026-10&broadcaster=…), so a statement can be linked and Back closes it.
 */
export function PayoutsPage() {
  const [params, setParams] = useSearchParams();
  const { data, error } = usePayoutMonths();
  const months = data?.results ?? [];
  const asked = parseMonthKey(params.get('month') ?? '');
  const summary = months.find((m) => asked && m.year === asked.year && m.month === asked.month) ?? months[0] ?? null;
  const broadcaster = params.get('broadcaster');
  return (
    <div className="space-y-6">
      <PageTitle page={t.page} />
      <p className="max-w-3xl text-sm text-gray-600">{t.intro}</p>
      {error ? (
        <FormError message={firstErrorText(error)} />
      ) : !data ? (
        <LoadingBar label={t.loading} />
      ) : !summary ? (
        <EmptyState message={t.noMonths} />
      ) : (
        <>
          <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
            <PayoutMonthPicker months={months} value={keyOf(summary)} onChange={(key) => setParams({ month: key })} />
            <PayoutDownloads year={summary.year} month={summary.month} />
          </div>
          <PayoutTiles month={summary} />
          <section aria-label={t.chartTitle} className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
            <h2 className="mb-2 text-lg font-semibold text-secondary">{t.chartTitle}</h2>
            <Suspense fallback={null}>
              <PayoutMonthsChart months={months.slice(0, CHART_MONTHS)} />
            </Suspense>
          </section>
          <MonthStatements key={keyOf(summary)} summary={summary} broadcaster={broadcaster} />
        </>
      )}
      <AdjustmentsSection />
    </div>
  );
}
