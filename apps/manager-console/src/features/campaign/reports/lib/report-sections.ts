import {
  REPORT_SECTION_TITLES,
  REPORT_TABLE_DEFAULTS,
  TABLE_SECTION_KEYS,
  type ReportMetricId,
  type TableSectionKey,
} from '@advocate/metrics-math';

/** Report types of spec 01 §3: P = PDF, C = CSV, X = Excel. */
export type ReportTypeCode = 'P' | 'C' | 'X';

export type { ReportMetricId, TableSectionKey } from '@advocate/metrics-math';
export { REPORT_METRIC_LABELS as METRIC_LABELS } from '@advocate/metrics-math';

export interface TableSectionDefinition {
  key: TableSectionKey;
  label: string;
  /** On in a new report (spec 01 §9 report defaults). */
  includedByDefault: boolean;
  /** Optional columns the user may switch off (spec 01 §9); all on by default (decision 602). */
  columns: readonly ReportMetricId[];
  /** Whether a row limit makes sense (ranked lists), and its default (country table 10, spec 01 §9). */
  limit: { default: number | null } | null;
}

/** Which tables take a row limit (ranked lists) — the rest are complete by nature. */
const LIMITED: ReadonlySet<TableSectionKey> = new Set([
  'clicks_by_target_table',
  'clicks_by_country_table',
  'clicks_by_component_table',
  'broadcaster_table',
  'impressions_by_broadcaster',
]);

/**
 * Every table section of spec 01 §3 with the defaults of §9 (kept in @advocate/metrics-math, where the
 * API's generator reads them too): on — clicks by target, by type, by country, broadcaster, weekly.
 */
export const TABLE_SECTIONS: readonly TableSectionDefinition[] = TABLE_SECTION_KEYS.map((key) => ({
  key,
  label: REPORT_SECTION_TITLES[key],
  includedByDefault: REPORT_TABLE_DEFAULTS[key].include,
  columns: REPORT_TABLE_DEFAULTS[key].columns,
  limit: LIMITED.has(key) ? { default: REPORT_TABLE_DEFAULTS[key].limit ?? null } : null,
}));

/** Largest row limit the form accepts (decision 602). */
export const REPORT_LIMIT_MAX = 1000;

/** One table section as the form holds it. */
export interface SectionState {
  include: boolean;
  /** The optional columns kept. */
  columns: ReportMetricId[];
  /** The row limit as typed ('' = no limit). */
  limit: string;
  filter_empty: boolean;
}

export type SectionsState = Record<TableSectionKey, SectionState>;

/** A new report's sections: the defaults of spec 01 §9, every optional column on, empty rows filtered (decision 602). */
export function defaultSections(): SectionsState {
  return Object.fromEntries(
    TABLE_SECTIONS.map((s) => [
      s.key,
      {
        include: s.includedByDefault,
        columns: [...s.columns],
        limit: s.limit?.default != null ? String(s.limit.default) : '',
        filter_empty: true,
      },
    ]),
  ) as SectionsState;
}
