import { campaignReportsPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
import { anyGenerating } from '../lib/report-rows.ts';

/** How often the list is read again while a report is generating (decision 600). */
export const REPORTS_POLL_MS = 3000;

/** The SWR key of the campaign's reports. */
export const reportsKey = campaignReportsPath;

/** GET reports/?campaign=: the campaign's reports with their progress (spec 01 §3 Report). */
export const getReports = (api: ApiClient, slug: string) => api.GET('/api/v1/reports/', { params: { query: { campaign: slug } } });

/** Read again every few seconds while any report is generating. */
export const useReports = (slug: string) =>
  useQuery(reportsKey(slug), (api) => getReports(api, slug), {
    refreshInterval: (reports) => (anyGenerating(reports) ? REPORTS_POLL_MS : 0),
  });
