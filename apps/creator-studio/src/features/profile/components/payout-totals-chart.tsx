import { formatCents, monthShortName } from '@advocate/metrics-math';
import { BarChart } from '@tremor/react';
import type { PayoutStatementSummary } from '@advocate/api-client';
import { profileTexts } from '../lib/profile-texts.ts';

const t = profileTexts.payments;

/**
 * The totals of the broadcaster's last months, oldest first: its own chunk, so the profile's first
 * paint carries no Tremor (decision 748). Bars are dollars for the axis only; the tooltip shows the
 * server's cents.
 */
export default function PayoutTotalsChart({ months }: { months: readonly PayoutStatementSummary[] }) {
  const data = [...months].reverse().map((m) => ({ month: monthShortName(m.year, m.month), [t.chartSeries]: m.total_cents / 100 }));
  return (
    <BarChart
      data={data}
      index="month"
      categories={[t.chartSeries]}
      colors={['pink']}
      showLegend={false}
      valueFormatter={(dollars: number) => formatCents(Math.round(dollars * 100))}
      yAxisWidth={72}
      className="h-40"
      showAnimation={false}
    />
  );
}
