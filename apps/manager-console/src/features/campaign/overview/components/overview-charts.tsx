import { firstErrorText } from '@advocate/api-client';
import type { SeriesRange } from '@advocate/api-client';
import { formatCount } from '@advocate/metrics-math';
import { FormError, LoadingBar } from '@advocate/ui-kit';
import { AreaChart, BarChart } from '@tremor/react';
import { useState } from 'react';
import type { ChartColor } from '../../../../shared/charts/chart-colors.ts';
import { useClicksByDay } from '../api/get-clicks-by-day.ts';
import { useViewershipByDay } from '../api/get-viewership-by-day.ts';
import { overviewTexts } from '../lib/overview-texts.ts';

type ChartKind = 'clicks' | 'viewership';
const CLICKS = 'Clicks';
const CONVERSIONS = 'Conversions';
const VIEWABLE_MINUTES = 'Viewable Minutes';

/** The click chart / viewership chart toggle of the overview (spec 01 §2), one series per UTC day. */
export function OverviewCharts({ slug, range, hasConversions }: { slug: string; range: SeriesRange; hasConversions: boolean }) {
  const [kind, setKind] = useState<ChartKind>('clicks');
  const clicks = useClicksByDay(slug, range, kind === 'clicks');
  const viewership = useViewershipByDay(slug, range, kind === 'viewership');
  const active = kind === 'clicks' ? clicks : viewership;

  return (
    <section
      aria-label={kind === 'clicks' ? overviewTexts.clicksChart : overviewTexts.viewershipChart}
      className="rounded-lg border border-gray-200 bg-white p-4"
    >
      <div role="group" aria-label={overviewTexts.chartToggle} className="mb-3 inline-flex rounded-md border border-gray-300 p-0.5">
        {(['clicks', 'viewership'] as const).map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={kind === k}
            onClick={() => setKind(k)}
            className={`rounded px-3 py-1 text-sm ${kind === k ? 'bg-primary text-white' : 'text-secondary hover:bg-gray-100'}`}
          >
            {k === 'clicks' ? overviewTexts.clicksChart : overviewTexts.viewershipChart}
          </button>
        ))}
      </div>
      {active.error ? (
        <FormError message={firstErrorText(active.error)} />
      ) : !active.data ? (
        <LoadingBar label="Loading Chart" />
      ) : kind === 'clicks' ? (
        <>
          {hasConversions ? (
            <p className="mb-2 flex gap-4 text-xs text-gray-700">
              <span className="flex items-center gap-1">
                <span aria-hidden="true" className="h-2 w-2 rounded-full bg-pink-500" />
                {CLICKS}
              </span>
              <span className="flex items-center gap-1">
                <span aria-hidden="true" className="h-2 w-2 rounded-full bg-slate-500" />
                {CONVERSIONS}
              </span>
            </p>
          ) : null}
          <BarChart
            data={(clicks.data ?? []).map((d) => ({ day: d.day, [CLICKS]: d.clicks, [CONVERSIONS]: d.conversions }))}
            index="day"
            categories={hasConversions ? [CLICKS, CONVERSIONS] : [CLICKS]}
            colors={['pink', 'slate'] satisfies ChartColor[]}
            showLegend={false}
            valueFormatter={formatCount}
            yAxisWidth={56}
            className="h-64"
            showAnimation={false}
          />
        </>
      ) : (
        <AreaChart
          data={(viewership.data ?? []).map((d) => ({ day: d.day, [VIEWABLE_MINUTES]: Math.round(d.viewable_minutes) }))}
          index="day"
          categories={[VIEWABLE_MINUTES]}
          colors={['pink'] satisfies ChartColor[]}
          showLegend={false}
          valueFormatter={formatCount}
          yAxisWidth={76}
          className="h-64"
          showAnimation={false}
        />
      )}
    </section>
  );
}
