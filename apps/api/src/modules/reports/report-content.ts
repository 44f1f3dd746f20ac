import { utcDayKey, utcToday } from '@advocate/metrics-math';
import type { Queryable } from '../../db/db.ts';
import { broadcasterIdsByUsername } from '../metrics/index.ts';
import type { ReportCampaign } from './repositories/reports-repository.ts';
import type { ResolvedMetricsFilters } from '../metrics/index.ts';
import { conversionParameterRows } from './report-conversions.ts';
import type { ReportContent, ReportTable } from './report-model.ts';
import type { ReportSections, TableSection } from './report-sections.ts';
import { buildTable, includedTables, tableTitle, type ReportMetricsSource } from './report-tables.ts';
import { trafficQualityTables } from './report-traffic-quality.ts';

const TYPE_NAMES = { P: 'PDF', C: 'CSV', X: 'Excel' } as const;

/** What the generator knows of the report it builds. */
export interface ReportToBuild {
  name: string;
  type: 'P' | 'C' | 'X';
  start: Date;
  end: Date;
  sections: ReportSections;
  campaigns: ReportCampaign[];
}

/**
 * The metrics filters of one campaign over the report's period, clamped like the metrics page
 * clamps its date range (resolveMetricsFilters): to the campaign's dates and today. The report's
 * start and end count by the UTC day they fall on, as every rollup does; the end is the end of the
 * period, so an end at exactly 00:00 UTC closes the day before (decision 597).
 */
export function reportFilters(
  campaign: ReportCampaign,
  start: Date,
  end: Date,
  now: Date,
  broadcasterIds: number[] | null,
): ResolvedMetricsFilters {
  const first = utcDayKey(campaign.start_date);
  const today = utcToday(now);
  const last = campaign.end_date && utcDayKey(campaign.end_date) < today ? utcDayKey(campaign.end_date) : today;
  const from = utcDayKey(start);
  const to = utcDayKey(new Date(Math.max(end.getTime() - 1, start.getTime())));
  return {
    campaignId: campaign.id,
    since: from > first ? from : first,
    until: to < last ? to : last,
    broadcasterIds,
    componentTypes: null,
    unique: false,
  };
}

async function sectionBroadcasters(q: Queryable, section: TableSection): Promise<number[] | null> {
  if (!section.broadcasters) return null;
  const ids = await broadcasterIdsByUsername(q, section.broadcasters);
  return [...ids.values()].sort((a, b) => a - b);
}

const when = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

/**
 * Every table of the report, campaign by campaign, read from the query layer; `progress` hears the
 * share done after each table.
 */
export async function buildReportContent(
  q: Queryable,
  source: ReportMetricsSource,
  report: ReportToBuild,
  now: Date,
  progress: (share: number) => Promise<void>,
): Promise<ReportContent> {
  const keys = includedTables(report.sections.tables);
  const several = report.campaigns.length > 1;
  const tables: ReportTable[] = [];
  const clicksByDay = new Map<string, number>();
  const conversionRows: Array<[string, string]> = [];
  const steps = Math.max(1, report.campaigns.length * (keys.length + 1));
  let done = 0;
  for (const campaign of report.campaigns) {
    const whole = reportFilters(campaign, report.start, report.end, now, null);
    conversionRows.push(...(await conversionParameterRows(q, several ? campaign.name : null, whole)));
    if (report.type === 'P')
      for (const d of (await source.clicks(whole)).by_day) clicksByDay.set(d.day, (clicksByDay.get(d.day) ?? 0) + d.clicks);
    await progress(++done / steps);
    for (const key of keys) {
      const section = report.sections.tables[key];
      const f = { ...whole, broadcasterIds: await sectionBroadcasters(q, section) };
      tables.push(await buildTable(source, key, section, f, tableTitle(key, several ? campaign.name : null)));
      await progress(++done / steps);
    }
    tables.push(...(await trafficQualityTables(q, campaign, several ? campaign.name : null)));
  }
  const names = report.campaigns.map((c) => c.name).join(', ');
  const parameters = report.sections.campaign_parameters.include
    ? {
        rows: [
          ['Campaigns', names] as [string, string],
          ...report.campaigns.map(
            (c) =>
              [`${c.name} dates`, `${utcDayKey(c.start_date)} to ${c.end_date ? utcDayKey(c.end_date) : 'ongoing'}`] as [string, string],
          ),
          ['Report start', when(report.start)] as [string, string],
          ['Report end', when(report.end)] as [string, string],
          ['Generated', when(now)] as [string, string],
          ...conversionRows,
        ],
      }
    : null;
  return {
    name: report.name,
    header:
      report.type === 'P' && report.sections.header.include
        ? { title: report.name, subtitle: `${names} - ${TYPE_NAMES[report.type]} report` }
        : null,
    parameters,
    tables,
    clicksByDay: [...clicksByDay].sort(([a], [b]) => a.localeCompare(b)).map(([day, clicks]) => ({ day, clicks })),
  };
}
