import type { LiveBucket } from '@advocate/api-client';
import { formatCount } from '@advocate/metrics-math';
import { BarChart } from '@tremor/react';
import { dashboardTexts } from '../lib/dashboard-texts.ts';

const texts = dashboardTexts.live;
const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** The live block's clicks per 5 minutes: its own chunk, so the dashboard's first paint carries no Tremor (decision 748). */
export default function LiveClicksChart({ buckets }: { buckets: LiveBucket[] }) {
  return (
    <BarChart
      data={buckets.map((b) => ({ time: clock(b.start), [texts.clicksSeries]: b.clicks }))}
      index="time"
      categories={[texts.clicksSeries]}
      colors={['pink']}
      showLegend={false}
      valueFormatter={formatCount}
      yAxisWidth={32}
      allowDecimals={false}
      className="h-32"
      showAnimation={false}
    />
  );
}
