/** Table section keys of spec 01 §3, in the order a report prints them and the form lists them. */
export const TABLE_SECTION_KEYS = [
  'clicks_by_type_table',
  'clicks_by_target_table',
  'clicks_by_country_table',
  'clicks_by_component_table',
  'broadcaster_table',
  'impressions_by_broadcaster',
  'daily_data_table',
  'weekly_data_table',
  'monthly_data_table',
] as const;
export type TableSectionKey = (typeof TABLE_SECTION_KEYS)[number];

/** Report metric ids of spec 01 §3. */
export const REPORT_METRIC_IDS = [
  'viewable_minutes',
  'watched_hours',
  'hours_broadcast',
  'minutes_broadcast',
  'average_viewers',
  'peak_viewers',
  'clicks',
  'cvm',
  'num_broadcasts',
  'impressions',
  'display_count',
  'video_impressions',
  'video_views',
] as const;
export type ReportMetricId = (typeof REPORT_METRIC_IDS)[number];

/** Column headings of the report metric ids (spec 01 §9 names: watched hours, hours broadcast, average viewers, clicks, cvm, broadcast count, VMs). */
export const REPORT_METRIC_LABELS: Readonly<Record<ReportMetricId, string>> = {
  viewable_minutes: 'Viewable Minutes (VMs)',
  watched_hours: 'Watched Hours',
  hours_broadcast: 'Hours Broadcast',
  minutes_broadcast: 'Minutes Broadcast',
  average_viewers: 'Average Viewers',
  peak_viewers: 'Peak Viewers',
  clicks: 'Clicks',
  cvm: 'CVM',
  num_broadcasts: 'Broadcast Count',
  impressions: 'Impressions',
  display_count: 'Display Count',
  video_impressions: 'Video Impressions',
  video_views: 'Video Views',
};

/** Section titles, the same in the form and in the files. */
export const REPORT_SECTION_TITLES: Readonly<Record<TableSectionKey, string>> = {
  clicks_by_type_table: 'Clicks by Type',
  clicks_by_target_table: 'Clicks by Target Link',
  clicks_by_country_table: 'Clicks by Country',
  clicks_by_component_table: 'Clicks by Component',
  broadcaster_table: 'Broadcaster Table',
  impressions_by_broadcaster: 'Impressions by Broadcaster',
  daily_data_table: 'Daily Data',
  weekly_data_table: 'Weekly Data',
  monthly_data_table: 'Monthly Data',
};

const PERIOD_COLUMNS: readonly ReportMetricId[] = ['viewable_minutes', 'clicks'];

/**
 * Each table's defaults (spec 01 §9): on — clicks by target, by type, by country, broadcaster,
 * weekly; off — the rest; the broadcaster table's and period tables' optional columns; the country
 * table's limit 10. `columns` lists what a request may choose; all are on unless it says otherwise.
 */
export const REPORT_TABLE_DEFAULTS: Readonly<
  Record<TableSectionKey, { include: boolean; columns: readonly ReportMetricId[]; limit?: number }>
> = {
  clicks_by_type_table: { include: true, columns: [] },
  clicks_by_target_table: { include: true, columns: [] },
  clicks_by_country_table: { include: true, columns: [], limit: 10 },
  clicks_by_component_table: { include: false, columns: [] },
  broadcaster_table: { include: true, columns: ['watched_hours', 'hours_broadcast', 'average_viewers', 'clicks', 'cvm', 'num_broadcasts'] },
  impressions_by_broadcaster: { include: false, columns: [] },
  daily_data_table: { include: false, columns: PERIOD_COLUMNS },
  weekly_data_table: { include: true, columns: PERIOD_COLUMNS },
  monthly_data_table: { include: false, columns: PERIOD_COLUMNS },
};
