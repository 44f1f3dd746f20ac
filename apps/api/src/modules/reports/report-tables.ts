import type { ResolvedMetricsFilters } from '../metrics/index.ts';
import type { BroadcasterRow, ClickMetrics, PeriodRow, ReportFigures, ReportPeriod } from '../metrics/index.ts';
import {
  clickTypeLabel,
  componentTypeName,
  METRIC_LABELS,
  reportCountry,
  reportFigure,
  SECTION_TITLES,
  type TypeNames,
} from './report-metric-labels.ts';
import type { ReportCell, ReportColumn, ReportTable } from './report-model.ts';
import { TABLE_SECTION_KEYS, type ReportMetricId, type TableSection, type TableSectionKey } from './report-sections.ts';

/**
 * The query layer a report reads: the very functions behind the metrics pages (issue 9 "one query
 * layer for both"), bound in report-metrics-source.ts.
 */
export interface ReportMetricsSource {
  clicks(f: ResolvedMetricsFilters): Promise<ClickMetrics>;
  broadcasters(f: ResolvedMetricsFilters): Promise<BroadcasterRow[]>;
  periods(f: ResolvedMetricsFilters, unit: ReportPeriod): Promise<PeriodFigures[]>;
  /** Component type display names by slug (the names the pages show). */
  typeNames(): Promise<TypeNames>;
}

/** What the daily, weekly and monthly tables print (their optional columns of spec 01 §9). */
export type PeriodFigures = Pick<PeriodRow, 'period' | 'viewable_minutes' | 'clicks'>;
const PERIOD_IDS = ['viewable_minutes', 'clicks'] as const;

const IMPRESSION_COLUMNS: readonly ReportMetricId[] = ['impressions', 'display_count', 'video_impressions', 'video_views'];
const PERIODS = { daily_data_table: 'day', weekly_data_table: 'week', monthly_data_table: 'month' } as const;

const metricColumns = (ids: readonly ReportMetricId[]): ReportColumn[] => ids.map((key) => ({ key, label: METRIC_LABELS[key] }));
const figures = (row: ReportFigures, ids: readonly ReportMetricId[]): ReportCell[] => ids.map((id) => reportFigure(id, row[id]));

/** filter_empty drops rows whose figures are all zero; limit keeps the first rows (lists come most first). */
function finish(title: string, columns: ReportColumn[], rows: ReportCell[][], section: TableSection): ReportTable {
  let kept = section.filter_empty ? rows.filter((row) => row.slice(1).some((cell) => typeof cell === 'number' && cell !== 0)) : rows;
  if (section.limit !== null) kept = kept.slice(0, section.limit);
  return { title, columns, rows: kept };
}

/** One table section of one campaign, from the query layer with the section's filters. */
export async function buildTable(
  source: ReportMetricsSource,
  key: TableSectionKey,
  section: TableSection,
  f: ResolvedMetricsFilters,
  title: string,
): Promise<ReportTable> {
  switch (key) {
    case 'clicks_by_type_table': {
      const [{ by_type }, names] = await Promise.all([source.clicks(f), source.typeNames()]);
      return finish(
        title,
        [
          { key: 'type', label: 'Type' },
          { key: 'clicks', label: 'Clicks' },
        ],
        by_type.map((r) => [clickTypeLabel(r.type, names), r.clicks]),
        section,
      );
    }
    case 'clicks_by_target_table': {
      const { by_target } = await source.clicks(f);
      return finish(
        title,
        [
          { key: 'target', label: 'Target' },
          { key: 'clicks', label: 'Clicks' },
        ],
        by_target.map((r) => [r.target, r.clicks]),
        section,
      );
    }
    case 'clicks_by_country_table': {
      const { by_country } = await source.clicks(f);
      return finish(
        title,
        [
          { key: 'country', label: 'Country' },
          { key: 'clicks', label: 'Clicks' },
        ],
        by_country.map((r) => [reportCountry(r.country), r.clicks]),
        section,
      );
    }
    case 'clicks_by_component_table': {
      const [{ by_component }, names] = await Promise.all([source.clicks(f), source.typeNames()]);
      const columns = [
        { key: 'component', label: 'Component' },
        { key: 'type', label: 'Type' },
        { key: 'clicks', label: 'Clicks' },
      ];
      return finish(
        title,
        columns,
        by_component.map((r) => [r.name, componentTypeName(r.type, names), r.clicks]),
        section,
      );
    }
    case 'broadcaster_table':
    case 'impressions_by_broadcaster': {
      const ids = key === 'broadcaster_table' ? section.columns : IMPRESSION_COLUMNS;
      const rows = await source.broadcasters(f);
      return finish(
        title,
        [{ key: 'broadcaster', label: 'Broadcaster' }, ...metricColumns(ids)],
        rows.map((r) => [r.username, ...figures(r, ids)]),
        section,
      );
    }
    case 'daily_data_table':
    case 'weekly_data_table':
    case 'monthly_data_table': {
      const rows = await source.periods(f, PERIODS[key]);
      const label = { day: 'Day', week: 'Week of', month: 'Month' }[PERIODS[key]];
      const name = (period: string) => (PERIODS[key] === 'month' ? period.slice(0, 7) : period);
      const ids = PERIOD_IDS.filter((id) => section.columns.includes(id));
      return finish(
        title,
        [{ key: 'period', label }, ...metricColumns(ids)],
        rows.map((r) => [name(r.period), ...ids.map((id) => reportFigure(id, r[id]))]),
        section,
      );
    }
  }
}

/** The included table sections in print order. */
export const includedTables = (tables: Record<TableSectionKey, TableSection>): TableSectionKey[] =>
  TABLE_SECTION_KEYS.filter((key) => tables[key].include);

export const tableTitle = (key: TableSectionKey, campaignName: string | null): string =>
  campaignName ? `${SECTION_TITLES[key]} - ${campaignName}` : SECTION_TITLES[key];
