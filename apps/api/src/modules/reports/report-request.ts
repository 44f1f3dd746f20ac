import { messages, reportForm } from '@advocate/validation';
import { badRequest } from '../../errors.ts';
import { checkForm } from '../campaigns/index.ts';
import {
  TABLE_DEFAULTS,
  TABLE_SECTION_KEYS,
  type ReportMetricId,
  type ReportSections,
  type TableSection,
  type TableSectionInput,
  type TableSectionKey,
} from './report-sections.ts';

/** POST reports/ as it arrives (spec 01 §7 "reports {name, optional start and end, type, campaigns, sections}"). */
export interface ReportRequest {
  name: string;
  type: string;
  start_time?: string | null;
  end_time?: string | null;
  campaigns: string[];
  empty_rows?: boolean;
  sections?: {
    header?: { include?: boolean };
    campaign_parameters?: { include?: boolean; start?: string | null };
  } & Partial<Record<TableSectionKey, TableSectionInput>>;
}

/** Sections as kept on the report and answered: one flat object like the request's (decision 598). */
export type StoredSections = { header: { include: boolean }; campaign_parameters: { include: boolean; start: string | null } } & Record<
  TableSectionKey,
  TableSection
>;

function readTime(field: string, value: string | null | undefined): Date | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) throw badRequest({ [field]: [messages.invalidDate] });
  return time;
}

/** Checks the form rules of spec 01 §5 (name ≤128, type, start before end); answers the times given. */
export function checkReportForm(body: ReportRequest): { name: string; type: 'P' | 'C' | 'X'; start?: Date; end?: Date } {
  const name = body.name.trim();
  checkForm(reportForm, { name, type: body.type, start_time: body.start_time ?? undefined, end_time: body.end_time ?? undefined });
  const start = readTime('start_time', body.start_time);
  const end = readTime('end_time', body.end_time);
  if (body.campaigns.length === 0) throw badRequest({ campaigns: [messages.required] });
  return { name, type: body.type as 'P' | 'C' | 'X', start, end };
}

/**
 * A table section with its defaults (spec 01 §9): columns only among the table's optional columns
 * (`columns`, or `optionalSections` as the spec also names them), all of them when none are sent;
 * rows with only zeros kept unless filter_empty (default: the report's `empty_rows` inverted).
 */
function tableSection(key: TableSectionKey, input: TableSectionInput | undefined, emptyRows: boolean): TableSection {
  const defaults = TABLE_DEFAULTS[key];
  const chosen = input?.columns ?? input?.optionalSections;
  const unknown = chosen?.find((c) => !defaults.columns.includes(c as ReportMetricId));
  if (unknown !== undefined) throw badRequest({ sections: [messages.invalidChoice(unknown)] });
  const broadcasters = input?.broadcasters ? [...new Set(input.broadcasters.map((u) => u.trim().toLowerCase()))].sort() : null;
  return {
    include: input?.include ?? defaults.include,
    columns: chosen ? defaults.columns.filter((c) => chosen.includes(c)) : [...defaults.columns],
    limit: input?.limit === undefined ? (defaults.limit ?? null) : input.limit,
    filter_empty: input?.filter_empty ?? !emptyRows,
    broadcasters: broadcasters && broadcasters.length > 0 ? broadcasters : null,
  };
}

/** Every section of a new report: what the request says, the defaults of spec 01 §9 for the rest. */
export function storedSections(body: ReportRequest, type: 'P' | 'C' | 'X'): StoredSections {
  const input = body.sections ?? {};
  const emptyRows = body.empty_rows ?? false;
  const tables = Object.fromEntries(TABLE_SECTION_KEYS.map((key) => [key, tableSection(key, input[key], emptyRows)])) as Record<
    TableSectionKey,
    TableSection
  >;
  return {
    // The header is a PDF's only (spec 01 §7).
    header: { include: type === 'P' && (input.header?.include ?? true) },
    campaign_parameters: { include: input.campaign_parameters?.include ?? true, start: input.campaign_parameters?.start ?? null },
    ...tables,
  };
}

/** The generator's view of stored sections. */
export function sectionsFromStored(stored: unknown): ReportSections {
  const s = stored as StoredSections;
  const tables = Object.fromEntries(TABLE_SECTION_KEYS.map((key) => [key, s[key] ?? tableSection(key, undefined, false)])) as Record<
    TableSectionKey,
    TableSection
  >;
  return { header: s.header ?? { include: false }, campaign_parameters: s.campaign_parameters ?? { include: true, start: null }, tables };
}

/** Every username the report's table sections filter on. */
export const sectionUsernames = (sections: StoredSections): string[] => [
  ...new Set(TABLE_SECTION_KEYS.flatMap((key) => sections[key].broadcasters ?? [])),
];
