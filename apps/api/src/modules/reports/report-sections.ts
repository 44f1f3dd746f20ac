import type { ReportMetricId, TableSectionKey } from '@advocate/metrics-math';

export { REPORT_METRIC_IDS, TABLE_SECTION_KEYS, type ReportMetricId, type TableSectionKey } from '@advocate/metrics-math';
export { REPORT_TABLE_DEFAULTS as TABLE_DEFAULTS } from '@advocate/metrics-math';

/** One table section as kept on the report and used by the generator. */
export interface TableSection {
  include: boolean;
  columns: ReportMetricId[];
  limit: number | null;
  filter_empty: boolean;
  /** Usernames (lower-case); null = every broadcaster of the campaign. */
  broadcasters: string[] | null;
}

/** A report's sections, complete: every key present (spec 01 §3, §7). */
export interface ReportSections {
  header: { include: boolean };
  campaign_parameters: { include: boolean; start: string | null };
  tables: Record<TableSectionKey, TableSection>;
}

/** A table section as a request may send it (spec 01 §7 "optional limit, filter_empty, broadcasters, columns"). */
export interface TableSectionInput {
  include?: boolean;
  columns?: string[];
  optionalSections?: string[];
  limit?: number | null;
  filter_empty?: boolean;
  broadcasters?: string[];
}
