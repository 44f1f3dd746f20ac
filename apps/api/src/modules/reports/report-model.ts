/**
 * The neutral shape every report file is written from (issue 9 "Reports"): the writers (PDF, Excel,
 * CSV) know nothing of metrics, and the tables know nothing of file formats.
 */

/** One cell: text or a number (numbers stay numbers in Excel and CSV). */
export type ReportCell = string | number;

export interface ReportColumn {
  /** A metric id of spec 01 §3 or the table's key column ('broadcaster', 'country', …). */
  key: string;
  label: string;
}

/** A table section: its first column names the row (broadcaster, day, country …), the rest are figures. */
export interface ReportTable {
  title: string;
  columns: ReportColumn[];
  rows: ReportCell[][];
}

/** The campaign parameters section (spec 01 §7 "campaign_parameters with start"). */
export interface ReportParameters {
  rows: Array<[label: string, value: string]>;
}

/** A day's clicks for the PDF chart (issue 9 "a chart of clicks by day"). */
export interface ClicksDayPoint {
  day: string;
  clicks: number;
}

/** Everything one report file holds, in order. */
export interface ReportContent {
  name: string;
  /** Header section (type P only, spec 01 §7). */
  header: { title: string; subtitle: string } | null;
  parameters: ReportParameters | null;
  tables: ReportTable[];
  /** Clicks by day for the PDF chart; empty when there are none. */
  clicksByDay: ClicksDayPoint[];
}
