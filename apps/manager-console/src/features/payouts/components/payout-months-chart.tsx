import { formatCents, monthShortName } from '@advocate/metrics-math';
import { BarChart } from '@tremor/react';
import type { PayoutMonthSummary } from '@advocate/api-client';
import { payoutsTexts as t } from '../payouts-texts.ts';

/**
 * The closed months' totals, oldest first: its own chunk, loaded after the page (decision 748). The
 * bars are dollars for the axis only; the tooltip shows the server's cents as money.
 */
export default function PayoutMonthsChart({ months }: { months: readonly PayoutMonthSummary[] }) {
  const data = [...months].reverse().map((m) => ({ month: monthShortName(m.year, m.month), [t.chartSeries]: m.total_cents / 100 }));
  return (
    <BarChart
      data={data}
      index="month"
      categories={[t.chartSeries]}
      colors={['pink']}
      showLegend={false}
      valueFormatter={(dollars: number) => formatCents(Math.round(dollars * 100))}
      yAxisWidth={80}
      className="h-48"
      showAnimation={false}
    />
  );
}
