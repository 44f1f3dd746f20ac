import { formatCents, monthShortName } from '@advocate/metrics-math';
import { BarChart } from '@tremor/react';
import type { PayoutStatementSummary } from '@advocate/api-client';
import { profileTexts } from '../lib/profile-texts.ts';

const t = profileTexts.payments;

const AXIS_WIDTH = 72;
const BAR_WIDTH = 120;
/** So that one or two months still draw a chart, not a sliver. */
const MIN_SLOTS = 3;

/**
 * The totals of the broadcaster's last months, oldest first: its own chunk, so the profile's first
 * paint carries no Tremor (decision 748). Bars are dollars for the axis only; the tooltip shows the
 * server's cents.
 */
export default function PayoutTotalsChart({ months }: { months: readonly PayoutStatementSummary[] }) {
  const data = [...months].reverse().map((m) => ({ month: monthShortName(m.year, m.month), [t.chartSeries]: m.total_cents / 100 }));
  // A bar a month at most ~120 px wide: one closed month is not drawn as a slab across the page.
  return (
    <div style={{ maxWidth: `${BAR_WIDTH * Math.max(data.length, MIN_SLOTS) + AXIS_WIDTH}px` }}>
      <BarChart
        data={data}
        index="month"
        categories={[t.chartSeries]}
        colors={['pink']}
        showLegend={false}
        valueFormatter={(dollars: number) => formatCents(Math.round(dollars * 100))}
        yAxisWidth={AXIS_WIDTH}
        className="h-40"
        showAnimation={false}
      />
    </div>
  );
}
