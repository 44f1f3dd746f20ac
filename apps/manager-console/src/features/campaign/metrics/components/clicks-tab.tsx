import { countryName, formatCount, roundedCvm } from '@advocate/metrics-math';
import { useClickMetrics } from '../api/get-click-metrics.ts';
import { countryRows, cumulativeSeries, hourOfDaySeries, isBlank, ranked, rateSeries } from '../lib/chart-series.ts';
import type { MetricsQuery } from '../lib/metrics-filters.ts';
import { metricsTexts as t } from '../metrics-texts.ts';
import { ChartCard } from './chart-card.tsx';
import { RawClicksDownload } from './raw-clicks-download.tsx';
import { RankedTable } from './ranked-table.tsx';
import { SeriesChart } from './series-chart.tsx';

/** Rows of the target and component lists; the rest is in reports. */
const LIST_LIMIT = 10;
const cvmFormat = (value: number) => formatCount(roundedCvm(value));

/**
 * Clicks tab (spec 01 §2 Clicks analytics): By Country (top 5 with 'Other'), By Target Link, By
 * Component, Over Time (cumulative, by hour), By Time of Day and CVM By Day (smooth line), all from
 * one clicks/ read with the applied filters; above them the raw clicks download of those filters.
 */
export function ClicksTab({ query, typeNames }: { query: MetricsQuery; typeNames: ReadonlyMap<string, string> }) {
  const clicks = useClickMetrics(query);
  const state = { error: clicks.error, loading: !clicks.data && !clicks.error };
  const data = clicks.data;
  const countries = countryRows(data?.by_country ?? []);
  const targets = ranked(data?.by_target ?? [], (r) => r.clicks, LIST_LIMIT);
  const components = ranked(data?.by_component ?? [], (r) => r.clicks, LIST_LIMIT);
  const overTime = cumulativeSeries(
    data?.over_time ?? [],
    (r) => r.hour,
    (r) => r.clicks,
  );
  const byHour = hourOfDaySeries(
    data?.by_time_of_day ?? [],
    (r) => r.hour,
    (r) => r.clicks,
  );
  const cvm = rateSeries(
    data?.cvm_by_day ?? [],
    (r) => r.day,
    (r) => r.cvm,
  );
  const noClicks = !data || data.total === 0;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="flex justify-end lg:col-span-2">
        <RawClicksDownload query={query} />
      </div>
      <ChartCard title={t.clicksByCountry} state={state} empty={countries.length === 0} emptyText={t.noClicks}>
        <RankedTable
          caption={t.clicksByCountry}
          nameHeader={t.country}
          valueHeader={t.figures.clicks}
          shareHeader={t.share}
          rows={countries.map((c) => ({ key: c.country, name: countryName(c.country), value: c.clicks, percent: c.percent }))}
        />
      </ChartCard>
      <ChartCard title={t.clicksByTarget} state={state} empty={targets.length === 0} emptyText={t.noClicks}>
        <RankedTable
          caption={t.clicksByTarget}
          nameHeader={t.target}
          valueHeader={t.figures.clicks}
          rows={targets.map((r) => ({ key: r.target, name: <span title={r.target}>{r.target}</span>, value: r.clicks }))}
        />
      </ChartCard>
      <ChartCard title={t.clicksByComponent} state={state} empty={components.length === 0} emptyText={t.noClicks}>
        <RankedTable
          caption={t.clicksByComponent}
          nameHeader={t.component}
          detailHeader={t.componentType}
          valueHeader={t.figures.clicks}
          rows={components.map((r) => ({ key: String(r.id), name: r.name, detail: typeNames.get(r.type) ?? r.type, value: r.clicks }))}
        />
      </ChartCard>
      <ChartCard title={t.clicksByTimeOfDay} note={t.timeOfDayNote} state={state} empty={isBlank(byHour)} emptyText={t.noClicks}>
        <SeriesChart kind="bar" category={t.figures.clicks} points={byHour} />
      </ChartCard>
      <ChartCard
        title={t.clicksOverTime}
        note={t.clicksOverTimeNote}
        state={state}
        empty={noClicks || isBlank(overTime)}
        emptyText={t.noClicks}
        wide
      >
        <SeriesChart kind="area" category={t.figures.clicks} points={overTime} height="h-72" />
      </ChartCard>
      <ChartCard title={t.cvmByDay} note={t.cvmNote} state={state} empty={isBlank(cvm)} emptyText={t.noClicks} wide>
        <SeriesChart kind="line" category={t.figures.cvm} points={cvm} color="indigo" format={cvmFormat} height="h-72" />
      </ChartCard>
    </div>
  );
}
