/** What other modules use of metrics: they import it from here, not from its files (apps/api/README.md). */
export { clickMetrics } from './click-metrics.ts';
export { closedDaysFigures, dayBefore, EARLIEST_DAY } from './closed-days-snapshot.ts';
export { conversionMetrics, socialMetrics, videoPlayMetrics } from './event-metrics.ts';
export { type MetricsQuery, type ResolvedMetricsFilters, resolveMetricsFilters } from './metrics-filters.ts';
export { type BroadcasterRow, type ClickMetrics, type PeriodRow, type ReportFigures, type ReportPeriod } from './metrics-types.ts';
export { overviewFigureSet, type SplitFigures } from './overview-figures.ts';
export { broadcasterRows, periodRows } from './report-rows.ts';
export { campaignTotals, type OverviewRange } from './repositories/campaign-metrics-repository.ts';
export { bumpClosedDaysOfRebuild } from './repositories/closed-day-snapshots-repository.ts';
export { fillGroupViewership, GROUP_VIEWERSHIP_TABLE } from './repositories/group-viewership-sql.ts';
export { verifiedConversions } from './repositories/metrics-conversions-repository.ts';
export { scopeTotals } from './repositories/metrics-displays-repository.ts';
export { broadcasterIdsByUsername } from './repositories/metrics-filters-repository.ts';
export {
  byBroadcaster,
  inTimes,
  type MetricsScope,
  ofBroadcasters,
  ofTypes,
  scopeParams,
  WITH_SCOPE,
} from './repositories/metrics-scope-sql.ts';
export { storeTweetPublicMetrics } from './repositories/metrics-social-repository.ts';
export { FILL_CLICK_UNIQUES } from './repositories/unique-clicks-sql.ts';
export { metricsReadRoute } from './routes/metrics-read-route.ts';
export { gameViewership, twitchViewershipRollup, viewershipMetrics } from './viewership-metrics.ts';
