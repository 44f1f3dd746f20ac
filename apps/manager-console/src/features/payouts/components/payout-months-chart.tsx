import { formatCents, monthShortName } from '@advocate/metrics-math';
import { BarChart } from '@tremor/react';
import type { PayoutMonthSummary } from '@advocate/api-client';
import { payoutsTexts as t } from '../payouts-texts.ts';

const AXIS_WIDTH = 80;
const BAR_WIDTH = 120;
/** So that one or two months still draw a chart, not a sliver. */
const MIN_SLOTS = 3;

/**
 * The closed months' totals, oldest first: its own chunk, loaded after the page (decision 748). The
 * bars are dollars for the axis only; the tooltip shows the server's cents as money.
 */
export default function PayoutMonthsChart({ months }: { months: readonly PayoutMonthSummary[] }) {
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
        className="h-48"
        showAnimation={false}
      />
    </div>
  );
}
