import { campaignReportsPath, createReport, deleteReport, useApiClient, useResource } from '@advocate/api-client';
import type { Report, ReportCreate } from '@advocate/api-client';
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { anyGenerating } from '../lib/report-rows.ts';

/** How often the list is read again while a report is generating (decision 600). */
export const REPORTS_POLL_MS = 3000;

/** GET reports/?campaign=, read again every few seconds while any report is generating. */
export const useReports = (slug: string) =>
  useResource<Report[]>(campaignReportsPath(slug), { refreshInterval: (reports) => (anyGenerating(reports) ? REPORTS_POLL_MS : 0) });

/** POST reports/ and DELETE reports/{id}/; each reads the list again. */
export function useReportActions(slug: string) {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      create: async (body: ReportCreate) => {
        const made = await createReport(api, body);
        await mutate(campaignReportsPath(slug));
        return made;
      },
      remove: async (id: number) => {
        await deleteReport(api, id);
        await mutate(campaignReportsPath(slug));
      },
    }),
    [api, mutate, slug],
  );
}
