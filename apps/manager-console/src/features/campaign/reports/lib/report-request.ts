import type { ReportCreate } from '@advocate/api-client';
import { fromLocalInput } from './report-times.ts';
import { TABLE_SECTIONS } from './report-sections.ts';
import type { ReportTypeCode, SectionsState } from './report-sections.ts';

/** What the 'Generate New Report' form holds. */
export interface ReportFormValues {
  name: string;
  type: ReportTypeCode | '';
  /** datetime-local values ('' = open end). */
  start_time: string;
  end_time: string;
  campaigns: string[];
  /** 'all' or only the chosen usernames (decision 603). */
  broadcasterScope: 'all' | 'chosen';
  broadcasters: string[];
  sections: SectionsState;
}

/** POST reports/ (spec 01 §7 Create: reports {name, optional start and end, type, campaigns, sections}). */
export type ReportRequestBody = ReportCreate & { type: ReportTypeCode; sections: NonNullable<ReportCreate['sections']> };

/**
 * The form's values as the create call's body (spec 01 §7 Report sections): the header only for a
 * PDF, the campaign parameters with the start, and every table section with its optional columns,
 * limit, empty-row filter and broadcasters.
 */
export function reportRequestBody(values: ReportFormValues): ReportRequestBody {
  const start = fromLocalInput(values.start_time);
  const end = fromLocalInput(values.end_time);
  const type = values.type as ReportTypeCode;
  const broadcasters = values.broadcasterScope === 'chosen' ? [...values.broadcasters].sort() : undefined;
  const sections: ReportRequestBody['sections'] = {};
  if (type === 'P') sections.header = { include: true };
  sections.campaign_parameters = start ? { include: true, start } : { include: true };
  for (const definition of TABLE_SECTIONS) {
    const state = values.sections[definition.key];
    const limit = state.limit.trim() === '' ? undefined : Number(state.limit);
    sections[definition.key] = {
      include: state.include,
      ...(definition.columns.length > 0 ? { columns: definition.columns.filter((c) => state.columns.includes(c)) } : {}),
      // An emptied limit is sent as null: no limit, not the server's default (the country table's 10).
      ...(definition.limit ? { limit: limit ?? null } : {}),
      filter_empty: state.filter_empty,
      ...(broadcasters ? { broadcasters } : {}),
    };
  }
  return {
    name: values.name.trim(),
    type,
    ...(start ? { start_time: start } : {}),
    ...(end ? { end_time: end } : {}),
    campaigns: values.campaigns,
    sections,
  };
}
