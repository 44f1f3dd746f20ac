import type { Report } from '@advocate/api-client';
import { REPORT_TYPE_LABELS, reportsTexts } from '../reports-texts.ts';
import type { ReportTypeCode } from './report-sections.ts';
import { formatWhen } from './report-times.ts';

/** The fields of a listed report the tab reads (spec 01 §3 Report; api-client `Report`). */
export type ListedReport = Pick<
  Report,
  'id' | 'name' | 'type' | 'created' | 'report_start' | 'report_end' | 'report' | 'failed' | 'progress' | 'can_delete'
>;

export type ReportState =
  { kind: 'failed' } | { kind: 'generating'; percent: number } | { kind: 'ready'; href: string } | { kind: 'unavailable' };

/**
 * Where a report stands (spec 01 §4: generating without a download address, then ready; may be
 * failed). A finished report without an address is one the reader may not open: it covers a
 * campaign they do not see.
 */
export function reportState(report: ListedReport): ReportState {
  if (report.failed) return { kind: 'failed' };
  if (report.report) return { kind: 'ready', href: report.report };
  if (report.progress === null) return { kind: 'unavailable' };
  return { kind: 'generating', percent: Math.max(0, Math.min(100, Math.floor(report.progress * 100))) };
}

/** True while any report of the list is still being made: the list is read again every few seconds then. */
export const anyGenerating = (reports: readonly ListedReport[] | undefined): boolean =>
  (reports ?? []).some((r) => reportState(r).kind === 'generating');

/** The report's range as one line: both ends, one end, or 'All time'. */
export function rangeText(report: Pick<ListedReport, 'report_start' | 'report_end'>): string {
  const { report_start: start, report_end: end } = report;
  if (start && end) return `${formatWhen(start)} – ${formatWhen(end)}`;
  if (start) return reportsTexts.since(formatWhen(start));
  if (end) return reportsTexts.until(formatWhen(end));
  return reportsTexts.allTime;
}

export const typeLabel = (type: ReportTypeCode): string => REPORT_TYPE_LABELS[type] ?? type;

/** Newest first, as the list shows them. */
export const newestFirst = <T extends Pick<ListedReport, 'created' | 'id'>>(reports: readonly T[]): T[] =>
  [...reports].sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id);
