import { useMutation } from '@advocate/api-client';
import { reportsKey } from './get-reports.ts';

/** DELETE reports/{id}/; the list is read again. */
export const useDeleteReport = (slug: string) =>
  useMutation((api, id: number) => api.DELETE('/api/v1/reports/{id}/', { params: { path: { id: String(id) } } }), {
    invalidate: [reportsKey(slug)],
  });
