import { firstErrorText } from '@advocate/api-client';
import { FormError, LoadingBar } from '@advocate/ui-kit';
import { useState } from 'react';
import { useClickMetrics } from '../api/get-click-metrics.ts';
import { useConversionMetrics } from '../api/get-conversion-metrics.ts';
import { useMetricsSummary } from '../api/get-metrics-summary.ts';
import { useTwitchViewership } from '../api/get-twitch-viewership.ts';
import { hourOfDaySeries, isBlank, periodSeries, rateSeries } from '../lib/chart-series.ts';
import type { MetricsQuery } from '../lib/metrics-filters.ts';
import { summaryCards } from '../lib/summary-cards.ts';
import { metricsTexts as t } from '../metrics-texts.ts';
import { ChartCard } from './chart-card.tsx';
import { SeriesChart } from './series-chart.tsx';
import { SummaryCards } from './summary-cards.tsx';
import { VideoPlaysCard } from './video-plays-card.tsx';

const stateOf = (read: { data?: unknown; error?: unknown }) => ({ error: read.error, loading: read.data === undefined && !read.error });

/**
 * Campaign tab (spec 01 §2): the six cards, Clicks By Day and Viewership; with conversions, 'Show
 * Conversion Charts' swaps those two for Conversions By Time of Day and Conversions By Day.
 */
export function CampaignTab({ query }: { query: MetricsQuery }) {
  const summary = useMetricsSummary(query);
  const hasConversions = summary.data?.has_conversions ?? false;
  const [showConversions, setShowConversions] = useState(false);
  const conversionsOn = hasConversions && showConversions;
  const clicks = useClickMetrics(query);
  const viewership = useTwitchViewership(query);
  const conversions = useConversionMetrics(query, conversionsOn);

  const toggle = hasConversions ? (
    <button
      type="button"
      aria-pressed={showConversions}
      onClick={() => setShowConversions((s) => !s)}
      className="rounded-md border border-secondary-300 bg-white px-3 py-1 text-sm font-medium text-secondary hover:bg-secondary-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-300"
    >
      {showConversions ? t.hideConversionCharts : t.showConversionCharts}
    </button>
  ) : null;

  const clicksByDay = periodSeries(
    clicks.data?.by_day ?? [],
    (d) => d.day,
    (d) => d.clicks,
  );
  const viewers = rateSeries(
    viewership.data ?? [],
    (d) => d.day,
    (d) => d.avg_concurrents,
  );
  const conversionsByHour = hourOfDaySeries(
    conversions.data?.by_time_of_day ?? [],
    (d) => d.hour,
    (d) => d.conversions,
  );
  const conversionsByDay = periodSeries(
    conversions.data?.by_day ?? [],
    (d) => d.day,
    (d) => d.conversions,
  );

  return (
    <div className="space-y-4">
      {summary.error ? (
        <FormError message={firstErrorText(summary.error)} />
      ) : summary.data ? (
        <SummaryCards cards={summaryCards(summary.data)} />
      ) : (
        <LoadingBar label={t.loading} />
      )}
      {toggle ? <div className="flex justify-end">{toggle}</div> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        {conversionsOn ? (
          <>
            <ChartCard
              title={t.conversionsByTimeOfDay}
              note={t.timeOfDayNote}
              state={stateOf(conversions)}
              empty={isBlank(conversionsByHour)}
              emptyText={t.noConversions}
            >
              <SeriesChart kind="bar" category={t.figures.conversions} points={conversionsByHour} color="slate" />
            </ChartCard>
            <ChartCard
              title={t.conversionsByDay}
              state={stateOf(conversions)}
              empty={isBlank(conversionsByDay)}
              emptyText={t.noConversions}
            >
              <SeriesChart kind="bar" category={t.figures.conversions} points={conversionsByDay} color="slate" />
            </ChartCard>
          </>
        ) : (
          <>
            <ChartCard title={t.clicksByDay} state={stateOf(clicks)} empty={isBlank(clicksByDay)} emptyText={t.noClicks}>
              <SeriesChart kind="bar" category={t.figures.clicks} points={clicksByDay} />
            </ChartCard>
            <ChartCard
              title={t.viewership}
              note={t.averageConcurrents}
              state={stateOf(viewership)}
              empty={isBlank(viewers)}
              emptyText={t.noViewership}
            >
              <SeriesChart kind="area" category={t.averageConcurrents} points={viewers} color="indigo" />
            </ChartCard>
          </>
        )}
      </div>
      <VideoPlaysCard query={query} />
    </div>
  );
}
