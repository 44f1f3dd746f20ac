import { useMutation } from '@advocate/api-client';
import type { ReportCreate } from '@advocate/api-client';
import { reportsKey } from './get-reports.ts';

/** POST reports/ (decision 600): answers the report while a background job generates it; the list is read again. */
export const useCreateReport = (slug: string) =>
  useMutation((api, body: ReportCreate) => api.POST('/api/v1/reports/', { body }), { invalidate: [reportsKey(slug)] });
